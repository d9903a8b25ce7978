import type { Db } from '../apps/server/src/db/database.ts';

/**
 * Never oversold: the seats the students were told they have (`told`), the seats the schedule counts
 * (`schedules.apply_people`) and the live reservations' tickets agree and fit, and no student holds two live
 * reservations of the schedule. `unanswered` reservation calls (no answer, or an answer that says nothing, such as a
 * proxy's 502) may each have taken up to `maxTicket` seats the student was never told of, so with any of them the
 * told seats may fall short of the schedule's count by at most that much; everything else still has to hold.
 * Answers a description of what is wrong, or null.
 */
export async function seatsWrong(
  db: Db,
  scheduleId: number,
  told: number,
  { unanswered = 0, maxTicket = 4 }: { unanswered?: number; maxTicket?: number } = {},
): Promise<string | null> {
  const row = await db
    .selectFrom('schedules')
    .select(['apply_people', 'max_people'])
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  const live = await db
    .selectFrom('reservations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('ticket_count'), eb.lit(0)).as('seats'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ['unpaid', 'paid'])
    .executeTakeFirstOrThrow();
  const doubles = await db
    .selectFrom('reservations')
    .select('user_id')
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ['unpaid', 'paid'])
    .groupBy('user_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const applied = Number(row.apply_people);
  const toldFits =
    unanswered === 0 ? told === applied : told <= applied && applied <= told + unanswered * maxTicket;
  if (applied > Number(row.max_people) || Number(live.seats) !== applied || !toldFits || doubles.length > 0) {
    return (
      `told ${told} seats${unanswered ? ` (${unanswered} calls unanswered)` : ''}, schedule counts ${applied} of ` +
      `${row.max_people}, live reservations hold ${live.seats}, ${doubles.length} students with two`
    );
  }
  return null;
}

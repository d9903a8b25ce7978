import type { DashboardTotals, SalesDay, ShowDashboard } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { addDays, seoulToday } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './holders-repository.ts';
import { ownedShow, showSchedules } from './holders.ts';
import { dashboardGrades } from '../seating/index.ts';

/** Days of sales the chart shows at most (the last ones), so a long-running show answers a bounded list. */
export const SALES_DAYS_MAX = 400;

type Figures = Omit<DashboardTotals, 'maxPeople'>;

const emptyFigures = (): Figures => ({
  soldSeats: 0,
  paidSeats: 0,
  outstandingSeats: 0,
  expected: 0,
  confirmed: 0,
  outstanding: 0,
  expired: 0,
  expiredSeats: 0,
  admittedSeats: 0,
});

type SaleRow = Awaited<ReturnType<typeof repo.listShowSales>>[number];

function count(f: Figures, r: SaleRow): void {
  const money = r.unit_price * r.ticket_count;
  // who came in at the door, whatever became of the payment since (docs/product.md#door-check-in)
  f.admittedSeats += r.admitted_tickets;
  if (r.status === 'paid') {
    f.soldSeats += r.ticket_count;
    f.paidSeats += r.ticket_count;
    f.expected += money;
    f.confirmed += money;
  } else if (r.status === 'unpaid') {
    f.soldSeats += r.ticket_count;
    f.outstandingSeats += r.ticket_count;
    f.expected += money;
    f.outstanding += money;
  } else if (r.status === 'expired') {
    f.expired++;
    f.expiredSeats += r.ticket_count;
  }
}

/**
 * Sales per Seoul day, by the day each reservation was made (any status: the demand of that day), and the tickets
 * of those now paid; every day from the first reservation to today, quiet days as zeros.
 */
export function salesByDay(rows: readonly SaleRow[], today: string): SalesDay[] {
  const byDay = new Map<string, SalesDay>();
  for (const r of rows) {
    const date = seoulToday(new Date(r.created_at));
    const day = byDay.get(date) ?? { date, reservations: 0, tickets: 0, paidTickets: 0 };
    day.reservations++;
    day.tickets += r.ticket_count;
    if (r.status === 'paid') day.paidTickets += r.ticket_count;
    byDay.set(date, day);
  }
  if (byDay.size === 0) return [];
  const dates = [...byDay.keys()].sort();
  const last = dates[dates.length - 1]! > today ? dates[dates.length - 1]! : today;
  let first = dates[0]!;
  const earliest = addDays(last, -(SALES_DAYS_MAX - 1));
  if (first < earliest) first = earliest;
  const days: SalesDay[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    days.push(byDay.get(d) ?? { date: d, reservations: 0, tickets: 0, paidTickets: 0 });
  }
  return days;
}

/** GET /mypage/manager/show/{showId}/dashboard: seats and money per schedule, totals, sales per day. */
export async function showDashboard(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
): Promise<ShowDashboard> {
  const show = await ownedShow(ctx, user, showId);
  const [schedules, rows] = await Promise.all([
    showSchedules(ctx, showId),
    repo.listShowSales(ctx.db, showId),
  ]);
  const bySchedule = new Map<number, Figures>(schedules.map((s) => [s.scheduleId, emptyFigures()]));
  const totals: DashboardTotals = { maxPeople: 0, ...emptyFigures() };
  for (const r of rows) {
    const f = bySchedule.get(r.schedule_id);
    if (f) count(f, r);
    count(totals, r);
  }
  for (const s of schedules) totals.maxPeople += s.maxPeople;
  const grades = await dashboardGrades(
    ctx.db,
    schedules.map((s) => s.scheduleId),
  );
  return {
    showId: show.id,
    title: show.name,
    schedules: schedules.map((s) => ({
      scheduleId: s.scheduleId,
      order: s.order,
      date: s.date,
      time: s.time,
      maxPeople: s.maxPeople,
      ...bySchedule.get(s.scheduleId)!,
      grades: grades.get(s.scheduleId) ?? [],
    })),
    totals,
    salesOverTime: salesByDay(rows, seoulToday(ctx.now())),
  };
}

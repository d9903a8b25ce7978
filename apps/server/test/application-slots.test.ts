import { managerSlotListSchema, myApplicationSchema, openSlotSchema } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createPost, formPost, send } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertStudents, signInAs } from './support.ts';

/**
 * Interview slots: publishing, booking and moving until the cut-off, and the race for a slot's last places. The race
 * sends every applicant at one slot at once and must fill it exactly; its control runs the same race through a booking
 * that reads the places left and then writes without the conditional update, and must overfill the slot, which proves
 * the race is concurrent enough to catch one.
 */
const RUSH = 40;
const CAPACITY = 3;

describe.each(DB_KINDS)('interview slots (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);
  let manager = '';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  /** A new post of the manager's club with `n` new students applied and moved to the interview stage. */
  async function interviewing(n: number, prefix: string) {
    const today = seoulToday(now());
    const postId = await createPost(
      t.app,
      manager,
      formPost(addDays(today, -1), addDays(today, 5), [], prefix),
    );
    const students = await insertStudents(t.db, prefix, n);
    const tokens = await Promise.all(students.map((id) => createSession(t.db, id, now())));
    for (const token of tokens) {
      const res = await send(t.app, 'POST', `/recruiting/${postId}/application`, token, {
        consent: true,
        answers: [],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids = (
      await t.db.selectFrom('applications').select('id').where('recruiting_id', '=', postId).execute()
    ).map((r) => r.id);
    const move = await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
      applicationIds: ids,
      stage: 'interview',
    });
    expect(move.json().count).toBe(n);
    return { postId, tokens };
  }

  const slotAt = (days: number, time: string, capacity: number) => ({
    startsAt: `${addDays(seoulToday(now()), days)}T${time}`,
    durationMinutes: 20,
    place: '학생회관 B103호',
    capacity,
  });

  async function publish(postId: number, body: object): Promise<number> {
    const res = await send(t.app, 'POST', `/mypage/manager/recruiting/${postId}/slots`, manager, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  const booked = async (slotId: number) => {
    const slot = await t.db
      .selectFrom('interview_slots')
      .select('booked')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    const holders = await t.db
      .selectFrom('applications')
      .select('id')
      .where('slot_id', '=', slotId)
      .execute();
    return { count: slot.booked, holders: holders.length };
  };

  it('publishes slots, refuses bad ones, and lets an applicant at the interview stage book and move', async () => {
    const { postId, tokens } = await interviewing(2, 'book');
    const [first, second] = tokens as [string, string];
    const past = await send(
      t.app,
      'POST',
      `/mypage/manager/recruiting/${postId}/slots`,
      manager,
      slotAt(-1, '19:00', 1),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.startsAt).toBe('지난 시각에는 면접 시간을 만들 수 없습니다.');
    const bad = await send(t.app, 'POST', `/mypage/manager/recruiting/${postId}/slots`, manager, {
      ...slotAt(3, '25:00', 0),
      place: ' ',
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['capacity', 'place', 'startsAt']);

    const a = await publish(postId, slotAt(3, '19:00', 1));
    const b = await publish(postId, slotAt(3, '19:20', 2));
    const slots = (await send(t.app, 'GET', `/recruiting/${postId}/application/slots`, first)).json();
    expect(slots.map((s: unknown) => openSlotSchema.parse(s).startsAt)).toEqual([
      slotAt(3, '19:00', 1).startsAt,
      slotAt(3, '19:20', 2).startsAt,
    ]);

    const book = (token: string, slotId: number) =>
      send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId });
    const mine = myApplicationSchema.parse((await book(first, a)).json()).application!;
    expect(mine.interview).toMatchObject({ slotId: a, place: '학생회관 B103호', durationMinutes: 20 });
    const full = await book(second, a);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'SLOT_FULL',
      message: '이 면접 시간은 마감되었습니다. 다른 시간을 골라주세요.',
    });
    expect(await booked(a)).toEqual({ count: 1, holders: 1 });

    // moving gives the old place back
    expect((await book(first, b)).statusCode).toBe(200);
    expect(await booked(a)).toEqual({ count: 0, holders: 0 });
    expect(await booked(b)).toEqual({ count: 1, holders: 1 });
    expect((await book(second, a)).statusCode).toBe(200);

    const timetable = managerSlotListSchema.parse(
      (await send(t.app, 'GET', `/mypage/manager/recruiting/${postId}/slots`, manager)).json(),
    );
    expect(timetable.map((s) => [s.booked, s.applicants.length])).toEqual([
      [1, 1],
      [1, 1],
    ]);

    // a slot with bookings keeps them: no deleting it, no capacity below them
    const del = await send(t.app, 'DELETE', `/mypage/manager/recruiting/${postId}/slots/${a}`, manager);
    expect(del.statusCode).toBe(409);

    // within the cut-off nothing moves
    const before = clock;
    clock = Date.parse(`${slotAt(3, '19:00', 1).startsAt}:00+09:00`) - 23 * 3_600_000;
    try {
      const late = await book(first, a);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('24시간 전부터는');
      const list = (await send(t.app, 'GET', `/recruiting/${postId}/application/slots`, first)).json();
      expect(list.every((s: { closed: boolean }) => s.closed)).toBe(true);
    } finally {
      clock = before;
    }
  });

  it('refuses an applicant who is not at the interview stage, and gives the place back when moved on', async () => {
    const { postId, tokens } = await interviewing(1, 'stage');
    const slot = await publish(postId, slotAt(4, '10:00', 1));
    const [token] = tokens as [string];
    expect(
      (await send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId: slot }))
        .statusCode,
    ).toBe(200);
    const app = await t.db
      .selectFrom('applications')
      .select('id')
      .where('recruiting_id', '=', postId)
      .executeTakeFirstOrThrow();
    await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
      applicationIds: [app.id],
      stage: 'screenFailed',
    });
    expect(await booked(slot)).toEqual({ count: 0, holders: 0 });
    const refused = await send(t.app, 'GET', `/recruiting/${postId}/application/slots`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('면접 단계의 지원자만 면접 시간을 고를 수 있습니다.');
  });

  it('gives the place back when the applicant deletes the application', async () => {
    const { postId, tokens } = await interviewing(1, 'gone');
    const [token] = tokens as [string];
    const slot = await publish(postId, slotAt(4, '11:00', 1));
    await send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId: slot });
    expect(await booked(slot)).toEqual({ count: 1, holders: 1 });
    expect((await send(t.app, 'DELETE', `/recruiting/${postId}/application`, token)).statusCode).toBe(200);
    expect(await booked(slot)).toEqual({ count: 0, holders: 0 });
  });

  it(`fills a slot of ${CAPACITY} places exactly when ${RUSH} applicants book it at once`, async () => {
    const { postId, tokens } = await interviewing(RUSH, 'rush');
    const slot = await publish(postId, slotAt(5, '18:00', CAPACITY));
    const answers = await Promise.all(
      tokens.map((token) =>
        send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId: slot }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CAPACITY);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['SLOT_FULL']),
    );
    expect(await booked(slot)).toEqual({ count: CAPACITY, holders: CAPACITY });

    const shrink = await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/slots/${slot}`, manager, {
      ...slotAt(5, '18:00', CAPACITY - 1),
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe(
      `이미 ${CAPACITY}명이 예약해 정원을 ${CAPACITY}명보다 줄일 수 없습니다.`,
    );
  });

  it('keeps one booking when one applicant moves to two slots at once', async () => {
    const { postId, tokens } = await interviewing(1, 'twice');
    const [token] = tokens as [string];
    const slots = [
      await publish(postId, slotAt(5, '11:00', 2)),
      await publish(postId, slotAt(5, '11:20', 2)),
    ];
    await Promise.all(
      slots.map((slotId) => send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId })),
    );
    const [x, y] = [await booked(slots[0]!), await booked(slots[1]!)];
    expect(x.count + y.count).toBe(1);
    expect([x.count, y.count]).toEqual([x.holders, y.holders]);
  });

  /**
   * The control's booking: the app's booking with the conditional update taken out. The places left are read, then
   * written back as read + 1 after a turn of the event loop, and the application takes the slot. Test code only: the
   * app has no unguarded path.
   */
  async function bookUnguarded(db: Db, slotId: number, applicationId: number): Promise<boolean> {
    const slot = await db
      .selectFrom('interview_slots')
      .select(['booked', 'capacity'])
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    if (slot.booked >= slot.capacity) return false;
    await new Promise((resolve) => setImmediate(resolve));
    await db
      .updateTable('interview_slots')
      .set({ booked: slot.booked + 1 })
      .where('id', '=', slotId)
      .execute();
    await db.updateTable('applications').set({ slot_id: slotId }).where('id', '=', applicationId).execute();
    return true;
  }

  it('control: without the conditional update the same race overfills the slot', async () => {
    const { postId } = await interviewing(RUSH, 'control');
    const slot = await publish(postId, slotAt(5, '20:00', CAPACITY));
    const ids = (
      await t.db.selectFrom('applications').select('id').where('recruiting_id', '=', postId).execute()
    ).map((r) => r.id);
    await Promise.all(ids.map((id) => bookUnguarded(t.db, slot, id)));
    const { holders } = await booked(slot);
    expect(holders, `control run: ${holders} applicants hold a slot of ${CAPACITY}`).toBeGreaterThan(
      CAPACITY,
    );
  });
});

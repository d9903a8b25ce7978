import { checkinScheduleSchema, doorDutyListSchema, staffListSchema, VALIDATION } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulInstant } from '../src/lib/time.ts';
import { openDoor, scanAt, syncAt, type Door } from './checkin-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, signInAs } from './support.ts';

/**
 * Door staff (docs/product.md#door-check-in): a manager gives an e-mail check-in access to one show; the volunteer
 * signs in as usual and may use only that show's door — names and tickets, no phone numbers, no payment calls — and
 * only until the show's last schedule has ended (plus the grace for queued scans).
 */
describe.each(DB_KINDS)('door staff (%s)', (kind) => {
  let t: TestApp;
  let door: Door;
  let clock = Date.now();
  let volunteer: string;
  let otherManager: string;
  const volunteerEmail = `volunteer-${kind}@example.ac.kr`;
  const staffUrl = () => `/mypage/manager/show/${door.showId}/staff`;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    door = await openDoor(t, () => new Date(clock));
    otherManager = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lets a manager add door staff by e-mail, before the volunteer ever signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: staffUrl(),
      headers: bearer(door.manager),
      payload: { email: `  ${volunteerEmail.toUpperCase()} ` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = staffListSchema.parse(res.json());
    expect(list.staff).toEqual([expect.objectContaining({ email: volunteerEmail, signedIn: false })]);
    expect(list.endsAt).toBe(
      new Date(seoulInstant(door.scheduleDay, '21:00:00').getTime() + (90 + 180) * 60_000).toISOString(),
    );
    // again: nothing changes
    const again = await t.app.inject({
      method: 'POST',
      url: staffUrl(),
      headers: bearer(door.manager),
      payload: { email: volunteerEmail },
    });
    expect(staffListSchema.parse(again.json()).staff).toHaveLength(1);
    for (const email of ['', 'not-an-email', 'a@b']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: staffUrl(),
        headers: bearer(door.manager),
        payload: { email },
      });
      expect(bad.statusCode, bad.body).toBe(400);
    }
    // An address that could never sign in is refused with the reason, and not added.
    const outside = await t.app.inject({
      method: 'POST',
      url: staffUrl(),
      headers: bearer(door.manager),
      payload: { email: 'volunteer@gmail.com' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: VALIDATION.emailDomain(t.config.allowedEmailDomains) },
    });
    expect(staffListSchema.parse((await get(staffUrl(), door.manager)).json()).staff).toHaveLength(1);
  });

  it("refuses another club's manager, and a student, the staff calls", async () => {
    const student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    expect((await get(staffUrl(), otherManager)).statusCode).toBe(403);
    expect((await get(staffUrl(), student)).statusCode).toBe(403);
    const add = await t.app.inject({
      method: 'POST',
      url: staffUrl(),
      headers: bearer(otherManager),
      payload: { email: 'x@example.ac.kr' },
    });
    expect(add.statusCode).toBe(403);
  });

  it("gives the volunteer this show's door only: names and tickets, no phone numbers, no payment calls", async () => {
    const h = await door.holder({ tickets: 2 });
    volunteer = (await signInAs(t.app, volunteerEmail)).token;
    const duties = doorDutyListSchema.parse((await get('/mypage/checkin', volunteer)).json());
    expect(duties.shows.map((s) => [s.showId, s.schedules.map((x) => x.scheduleId)])).toEqual([
      [door.showId, [door.schedule1, door.schedule2]],
    ]);
    const list = await get(`/mypage/manager/checkin/${door.schedule1}`, volunteer);
    expect(list.statusCode, list.body).toBe(200);
    const schedule = checkinScheduleSchema.parse(list.json());
    expect(schedule.role).toBe('staff');
    expect(schedule.holders.length).toBeGreaterThan(0);
    expect(schedule.holders.every((x) => x.phoneNumber === null)).toBe(true);
    expect(list.body).not.toContain('010-0000-0000');
    const scan = await scanAt(t, volunteer, door.schedule1, {
      code: h.code,
      deviceId: 'volunteer-phone-1',
      deviceLabel: '정문',
    });
    expect(scan.json()).toMatchObject({ result: 'admitted', admitted: 2, by: volunteerEmail });
    // the manager's own calls stay closed: holders, payments, exports, staff, the dashboard
    expect((await get(`/mypage/manager/holder/${door.schedule1}`, volunteer)).statusCode).toBe(403);
    expect((await get(`/mypage/manager/show/${door.showId}/dashboard`, volunteer)).statusCode).toBe(403);
    expect((await get(staffUrl(), volunteer)).statusCode).toBe(403);
    const pay = await t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/holder/${door.schedule1}`,
      headers: bearer(volunteer),
      payload: { reservationList: [{ reservationId: h.reservationId, isPaid: false }] },
    });
    expect(pay.statusCode).toBe(403);
  });

  it("refuses the volunteer another show's door, and the manager another club's door", async () => {
    const other = await t.db
      .selectFrom('schedules')
      .innerJoin('shows', 'shows.id', 'schedules.show_id')
      .innerJoin('users', 'users.club_id', 'shows.club_id')
      .select('schedules.id')
      .where('users.email', '=', 'manager2@example.ac.kr')
      .executeTakeFirstOrThrow();
    for (const token of [volunteer, door.manager]) {
      expect((await get(`/mypage/manager/checkin/${other.id}`, token)).statusCode).toBe(403);
      expect((await scanAt(t, token, other.id, { reservationId: 1 })).statusCode).toBe(403);
      expect(
        (await syncAt(t, token, other.id, { deviceId: 'volunteer-phone-1', scans: [] })).statusCode,
      ).toBe(403);
    }
    expect((await get(`/mypage/manager/checkin/${door.schedule1}`, otherManager)).statusCode).toBe(403);
  });

  it('ends the access when the manager removes it', async () => {
    const extra = `extra-${kind}@example.ac.kr`;
    await t.app.inject({
      method: 'POST',
      url: staffUrl(),
      headers: bearer(door.manager),
      payload: { email: extra },
    });
    const token = (await signInAs(t.app, extra)).token;
    expect((await get(`/mypage/manager/checkin/${door.schedule1}`, token)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${staffUrl()}/${encodeURIComponent(extra)}`,
      headers: bearer(door.manager),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(staffListSchema.parse(removed.json()).staff.map((s) => s.email)).toEqual([volunteerEmail]);
    expect((await get(`/mypage/manager/checkin/${door.schedule1}`, token)).statusCode).toBe(403);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${staffUrl()}/${encodeURIComponent(extra)}`,
      headers: bearer(door.manager),
    });
    expect(again.statusCode).toBe(404);
  });

  it("ends the access after the show's last schedule (and the grace), and takes no new staff then", async () => {
    const end = seoulInstant(door.scheduleDay, '21:00:00').getTime() + (90 + 180) * 60_000;
    clock = end - 60_000;
    expect((await get(`/mypage/manager/checkin/${door.schedule2}`, volunteer)).statusCode).toBe(200);
    clock = end;
    const ended = await get(`/mypage/manager/checkin/${door.schedule1}`, volunteer);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toMatch(/권한이 끝났습니다/);
    expect(doorDutyListSchema.parse((await get('/mypage/checkin', volunteer)).json()).shows).toEqual([]);
    // the club's manager keeps the door (and its records)
    expect((await get(`/mypage/manager/checkin/${door.schedule1}`, door.manager)).statusCode).toBe(200);
    const late = await t.app.inject({
      method: 'POST',
      url: staffUrl(),
      headers: bearer(door.manager),
      payload: { email: 'late@example.ac.kr' },
    });
    expect(late.statusCode).toBe(409);
  });
});

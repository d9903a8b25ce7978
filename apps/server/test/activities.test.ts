import {
  ACTIVITY_MESSAGES as M,
  termActivityListSchema,
  termActivitySchema,
  toSalesOpenAt,
  type TermActivity,
} from '@moa/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { listTermActivities, sweepActivityPhotos } from '../src/modules/activities/index.ts';
import { makePng } from '../../../test-support/png.ts';
import { send as sendWith } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents, multipart, signInAs } from './support.ts';

/**
 * Activity records (docs/product.md#activity-records), through the real app on both databases: a term's activities
 * (a meeting counted from its 출석 + 지각 marks, a show from the tickets admitted at the door on the term's days, an
 * event overlapping the term, a 기타 활동), a hand count and back to the automatic one, photos (six at most, images
 * only, private, swept when orphaned), a past term read-only, bad input refused in Korean with nothing written, and
 * who may call what.
 */
describe.each(DB_KINDS)('activity records (%s)', (kind) => {
  let t: TestApp;
  let pinned: number | null = null;
  const now = () => new Date(pinned ?? Date.now());
  const today = () => seoulToday(now());
  let clubId = 0;
  let otherClubId = 0;
  let termId = 0;
  let pastTermId = 0;
  let meetingId = 0;
  let showId = 0;
  let eventId = 0;
  const tokens: Record<string, string> = {};
  const members: Record<string, number> = {};
  const base = '/mypage/manager/club';
  const acts = (term = termId) => `${base}/terms/${term}/activities`;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
    sendWith(t.app, method, url, tokens[who]!, payload);

  const expectError = (
    res: { statusCode: number; body: string; json(): unknown },
    status: number,
    code: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as {
      status: number;
      code: string;
      message: string;
      fieldErrors?: Record<string, string>;
    };
    expect(body).toMatchObject({ status, code });
    return body;
  };

  const list = async (who = 'club', term = termId) => {
    const res = await send('GET', acts(term), who);
    expect(res.statusCode, res.body).toBe(200);
    return termActivityListSchema.parse(res.json());
  };
  const find = async (key: string) => (await list()).find((a) => a.key === key);

  const upload = (
    url: string,
    who: string,
    value: Buffer,
    filename = 'photo.jpg',
    contentType = 'image/jpeg',
  ) => {
    const body = multipart([{ name: 'photo', value, filename, contentType }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens[who]!), ...body.headers },
      payload: body.payload,
    });
  };
  const jpeg = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer();
  const storedActivityPhotos = async () =>
    (await t.db.selectFrom('stored_files').select('name').execute()).filter((r) =>
      r.name.startsWith('activity/'),
    );

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    clubId = await insertClub(t.db, '활동 동아리');
    otherClubId = await insertClub(t.db, '다른 활동 동아리');
    const at = new Date().toISOString();
    await t.db
      .insertInto('club_managers')
      .values([
        {
          email: 'act-club@example.ac.kr',
          club_id: clubId,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
        {
          email: 'act-other@example.ac.kr',
          club_id: otherClubId,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
      ])
      .execute();
    tokens.club = (await signInAs(t.app, 'act-club@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'act-other@example.ac.kr')).token;
    await insertStudents(t.db, 'ac', 5);
    for (let i = 0; i < 5; i++) tokens[`s${i}`] = (await signInAs(t.app, `ac${i}@example.ac.kr`)).token;

    const term = await send('POST', `${base}/terms`, 'club', {
      name: '활동 학기',
      startsOn: addDays(today(), -30),
      endsOn: addDays(today(), 60),
    });
    expect(term.statusCode, term.body).toBe(200);
    termId = term.json().termId;
    const past = await t.db
      .insertInto('club_terms')
      .values({
        club_id: clubId,
        name: '지난 학기',
        starts_on: addDays(today(), -300),
        ends_on: addDays(today(), -200),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pastTermId = past.id;
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', `${base}/terms/${termId}/members`, 'club', {
        email: `ac${i}@example.ac.kr`,
      });
      expect(res.statusCode, res.body).toBe(200);
      members[`s${i}`] = res.json().membershipId;
    }

    // a meeting with 출석, 지각, 공결 and 결석 marked by hand
    const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3 * 3_600_000);
    const made = await send('POST', `${base}/terms/${termId}/meetings`, 'club', {
      title: '정기 모임',
      startsAt: toSalesOpenAt(start),
      durationMinutes: 120,
      place: '학생회관 301호',
      audience: 'all',
    });
    expect(made.statusCode, made.body).toBe(200);
    meetingId = made.json().meetings[0].meetingId;
    for (const [who, mark] of [
      ['s0', 'present'],
      ['s1', 'late'],
      ['s2', 'excused'],
      ['s3', 'absent'],
    ] as const) {
      const res = await send('PUT', `${base}/meetings/${meetingId}/attendance/${members[who]}`, 'club', {
        mark,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    // a show with schedules inside the term (tickets admitted at the door) and one after it (not counted)
    const inside = await insertSchedule(t.db, {
      clubId,
      date: addDays(today(), -3),
      seats: 100,
      name: '정기 공연',
    });
    showId = inside.showId;
    const second = await t.db
      .insertInto('schedules')
      .values({
        show_id: showId,
        order_index: 2,
        date: addDays(today(), -2),
        time: '15:00:00',
        cost: 10_000,
        max_ticket: 4,
        max_people: 100,
        apply_people: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await t.db
      .insertInto('schedules')
      .values({
        show_id: showId,
        order_index: 3,
        date: addDays(today(), 90),
        time: '19:00:00',
        cost: 10_000,
        max_ticket: 4,
        max_people: 100,
        apply_people: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const students = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'ac%')
      .orderBy('id')
      .execute();
    const reserve = async (scheduleId: number, userId: number, tickets: number, admitted: number) => {
      await t.db
        .insertInto('reservations')
        .values({
          schedule_id: scheduleId,
          user_id: userId,
          ticket_count: tickets,
          unit_price: 10_000,
          status: 'paid',
          cancel_requested: 0,
          deposit_name: 'x',
          pay_by: at,
          expires_at: at,
          created_at: at,
          updated_at: at,
          admitted_tickets: admitted,
        })
        .execute();
    };
    await reserve(inside.scheduleId, students[0]!.id, 3, 3);
    await reserve(inside.scheduleId, students[1]!.id, 2, 1);
    await reserve(second.id, students[0]!.id, 4, 2);
    await reserve(inside.scheduleId, students[2]!.id, 2, 0);
    await reserve(after.id, students[1]!.id, 4, 4);
    // another club's show on the term's days is not ours
    await insertSchedule(t.db, {
      clubId: otherClubId,
      date: addDays(today(), -3),
      seats: 10,
      name: '남의 공연',
    });

    // an event that began before the term and ends inside it; one entirely before it (not listed)
    const event = (name: string, start: string, end: string, club = clubId) =>
      t.db
        .insertInto('entertains')
        .values({
          club_id: club,
          name,
          introduction: '',
          category: 'experience',
          location: '중앙광장',
          start_date: start,
          end_date: end,
          time_list: '',
          manager: '',
          manager_phone: '',
          etc_info: '',
          insta_url: '',
          kakao_url: '',
          youtube_url: '',
          notion_url: '',
          url: '',
          poster_file: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    eventId = (await event('동아리 박람회', addDays(today(), -35), addDays(today(), -28))).id;
    await event('지난 행사', addDays(today(), -60), addDays(today(), -31));
  });
  afterAll(async () => t?.close());

  it("lists the term's meetings, shows, events and nothing else, with the automatic counts, by start", async () => {
    const all = await list();
    expect(all.map((a) => a.key)).toEqual([`event:${eventId}`, `show:${showId}`, `meeting:${meetingId}`]);
    const meeting = all.find((a) => a.kind === 'meeting')!;
    // 출석 + 지각; 공결 and 결석 do not count
    expect(meeting).toMatchObject({
      title: '정기 모임',
      place: '학생회관 301호',
      attendeesAuto: 2,
      attendeesManual: null,
      attendees: 2,
      summary: '',
      photos: [],
      updatedAt: null,
    });
    // admitted at the door on the term's days: 3 + 1 + 2 (the schedule after the term is left out)
    const show = all.find((a) => a.kind === 'show')!;
    expect(show).toMatchObject({ title: '정기 공연', place: '대강당', attendeesAuto: 6, attendees: 6 });
    expect(show.startsAt).toBe(new Date(`${addDays(today(), -3)}T19:00:00+09:00`).toISOString());
    expect(show.endsAt).toBe(new Date(`${addDays(today(), -2)}T16:30:00+09:00`).toISOString());
    const event = all.find((a) => a.kind === 'event')!;
    expect(event).toMatchObject({ title: '동아리 박람회', attendeesAuto: null, attendees: null });
    expect(event.startsAt).toBe(new Date(`${addDays(today(), -35)}T00:00:00+09:00`).toISOString());
    // the service the union's report calls answers the same
    expect(await listTermActivities(t.app.ctx, clubId, termId)).toEqual(all);
    // a mark changed by hand changes the count
    await send('PUT', `${base}/meetings/${meetingId}/attendance/${members.s3}`, 'club', { mark: 'present' });
    expect((await find(`meeting:${meetingId}`))!.attendeesAuto).toBe(3);
    await send('PUT', `${base}/meetings/${meetingId}/attendance/${members.s3}`, 'club', { mark: 'absent' });
  });

  it('saves a report with a hand count beside the automatic one, and goes back to the automatic count', async () => {
    const url = `${acts()}/meeting/${meetingId}`;
    const saved = await send('PUT', url, 'club', { summary: '  신입 환영회와 자기소개  ', attendees: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(termActivitySchema.parse(saved.json())).toMatchObject({
      summary: '신입 환영회와 자기소개',
      attendees: 15,
      attendeesManual: 15,
      attendeesAuto: 2,
      updatedBy: 'act-club@example.ac.kr',
    });
    expect((await find(`meeting:${meetingId}`))!.attendees).toBe(15);
    const cleared = await send('PUT', url, 'club', { summary: '신입 환영회와 자기소개', attendees: null });
    expect(cleared.json()).toMatchObject({ attendees: 2, attendeesManual: null, attendeesAuto: 2 });
    // an event has no automatic count: a hand count or none
    const eventUrl = `${acts()}/event/${eventId}`;
    expect(
      (await send('PUT', eventUrl, 'club', { summary: '부스 운영', attendees: 40 })).json(),
    ).toMatchObject({
      attendees: 40,
      attendeesAuto: null,
    });
    expect(
      (await send('PUT', eventUrl, 'club', { summary: '부스 운영', attendees: null })).json(),
    ).toMatchObject({
      attendees: null,
    });
    const rows = await t.db.selectFrom('activity_reports').select(['kind', 'ref_id']).execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses bad input in Korean with field errors, and writes nothing', async () => {
    const url = `${acts()}/meeting/${meetingId}`;
    const before = await find(`meeting:${meetingId}`);
    const cases: [unknown, string, string][] = [
      [{ summary: '가'.repeat(1001), attendees: 1 }, 'summary', M.summaryTooLong],
      [{ summary: '', attendees: -1 }, 'attendees', M.attendeesRange],
      [{ summary: '', attendees: 10_001 }, 'attendees', M.attendeesRange],
      [{ summary: '', attendees: 2.5 }, 'attendees', M.attendeesRange],
      [{ summary: '', attendees: '12' }, 'attendees', M.attendeesRange],
      [{ summary: 3, attendees: 1 }, 'summary', M.summaryTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const body = expectError(await send('PUT', url, 'club', payload), 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors?.[field], JSON.stringify(payload)).toBe(message);
    }
    // exactly the limits pass
    const edge = await send('PUT', url, 'club', { summary: '가'.repeat(1000), attendees: 10_000 });
    expect(edge.statusCode, edge.body).toBe(200);
    await send('PUT', url, 'club', { summary: before!.summary, attendees: null });

    const createCases: [unknown, string, string][] = [
      [{ title: ' ', date: today() }, 'title', M.titleRequired],
      [{ title: '가'.repeat(61), date: today() }, 'title', M.titleTooLong],
      [{ title: 'MT', date: '2026-02-30' }, 'date', '올바른 날짜를 입력해주세요.'],
      [{ title: 'MT', date: addDays(today(), 61) }, 'date', M.dateOutsideTerm],
      [{ title: 'MT', date: addDays(today(), -31) }, 'date', M.dateOutsideTerm],
      [{ title: 'MT', date: today(), place: '나'.repeat(61) }, 'place', M.placeTooLong],
      [{ title: 'MT', date: today(), attendees: 10_001 }, 'attendees', M.attendeesRange],
    ];
    for (const [payload, field, message] of createCases) {
      const body = expectError(await send('POST', acts(), 'club', payload), 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors?.[field], JSON.stringify(payload)).toBeDefined();
      if (field !== 'date' || message !== '올바른 날짜를 입력해주세요.')
        expect(body.fieldErrors?.[field]).toBe(message);
    }
    expect(await t.db.selectFrom('club_activities').select('id').execute()).toEqual([]);

    // unknown activities and kinds
    expectError(await send('PUT', `${acts()}/meeting/99999`, 'club', { summary: '' }), 404, 'NOT_FOUND');
    expectError(
      await send('PUT', `${acts()}/show/${eventId + 100000}`, 'club', { summary: '' }),
      404,
      'NOT_FOUND',
    );
    // an event id asked as a meeting is no meeting of the term
    expectError(await send('PUT', `${acts()}/other/${meetingId}`, 'club', { summary: '' }), 404, 'NOT_FOUND');
    const badKind = await send('PUT', `${acts()}/party/${meetingId}`, 'club', { summary: '' });
    expect(badKind.statusCode).toBeGreaterThanOrEqual(400);
    expect(badKind.statusCode).toBeLessThan(500);
    expectError(await send('GET', acts(99999999), 'club'), 404, 'NOT_FOUND');
    expectError(await send('DELETE', `${acts()}/meeting/${meetingId}`, 'club'), 400, 'VALIDATION_FAILED');
    expect(await t.db.selectFrom('activity_reports').select('id').execute()).toHaveLength(2);
  });

  it('adds a 기타 활동 on a day of the term with its report, lists it by its day, and deletes it', async () => {
    const res = await send('POST', acts(), 'club', {
      title: '봄 MT',
      date: addDays(today(), -1),
      place: '가평',
      summary: '1박 2일 MT',
      attendees: 23,
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = termActivitySchema.parse(res.json());
    expect(made).toMatchObject({
      kind: 'other',
      title: '봄 MT',
      place: '가평',
      summary: '1박 2일 MT',
      attendees: 23,
      attendeesAuto: null,
      attendeesManual: 23,
      endsAt: null,
    });
    expect(made.startsAt).toBe(new Date(`${addDays(today(), -1)}T00:00:00+09:00`).toISOString());
    const keys = (await list()).map((a) => a.key);
    expect(keys).toEqual([`event:${eventId}`, `show:${showId}`, made.key, `meeting:${meetingId}`]);

    // a 기타 활동's name, day and place change with its report; a meeting's do not change here
    const renamed = await send('PUT', `${acts()}/other/${made.refId}`, 'club', {
      summary: '1박 2일 MT',
      attendees: 23,
      title: '봄 MT (가평)',
      date: addDays(today(), -2),
      place: '가평 펜션',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: '봄 MT (가평)', place: '가평 펜션', attendees: 23 });
    expect(renamed.json().startsAt).toBe(new Date(`${addDays(today(), -2)}T00:00:00+09:00`).toISOString());
    const outside = await send('PUT', `${acts()}/other/${made.refId}`, 'club', {
      summary: '',
      date: addDays(today(), 100),
    });
    expect(expectError(outside, 400, 'VALIDATION_FAILED').fieldErrors?.date).toBe(M.dateOutsideTerm);
    const meetingTitle = await send('PUT', `${acts()}/meeting/${meetingId}`, 'club', {
      summary: '',
      title: '새 이름',
    });
    expect(expectError(meetingTitle, 400, 'VALIDATION_FAILED').fieldErrors?.title).toBe(M.onlyOthersDetails);
    expect(await find(made.key)).toMatchObject({ title: '봄 MT (가평)', summary: '1박 2일 MT' });
    expect((await find(`meeting:${meetingId}`))!.title).toBe('정기 모임');

    const second = await send('POST', acts(), 'club', { title: '봉사 활동', date: today() });
    expect(second.statusCode, second.body).toBe(200);
    const other = termActivitySchema.parse(second.json());
    expect(other).toMatchObject({ place: '', summary: '', attendees: null });
    const photo = await upload(`${acts()}/other/${other.refId}/photos`, 'club', await jpeg());
    expect(photo.statusCode, photo.body).toBe(200);
    const storedBefore = (await storedActivityPhotos()).length;
    const deleted = await send('DELETE', `${acts()}/other/${other.refId}`, 'club');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list()).some((a) => a.key === other.key)).toBe(false);
    expect((await storedActivityPhotos()).length).toBe(storedBefore - 1);
    expect(
      await t.db
        .selectFrom('activity_reports')
        .select('id')
        .where('ref_id', '=', other.refId)
        .where('kind', '=', 'other')
        .execute(),
    ).toEqual([]);
    expectError(await send('DELETE', `${acts()}/other/${other.refId}`, 'club'), 404, 'NOT_FOUND');
  });

  describe('photos', () => {
    let show: TermActivity;
    beforeAll(async () => {
      show = (await find(`show:${showId}`))!;
    });
    const photosUrl = () => `${acts()}/show/${showId}/photos`;

    it('takes six images, refuses a seventh, keeps them private and serves them to the managers', async () => {
      let last: TermActivity = show;
      for (let i = 0; i < 6; i++) {
        const res = await upload(
          photosUrl(),
          'club',
          i % 2 ? makePng() : await jpeg(),
          i % 2 ? 'p.png' : 'p.jpg',
        );
        expect(res.statusCode, res.body).toBe(200);
        last = termActivitySchema.parse(res.json());
      }
      expect(last.photos).toHaveLength(6);
      expect(last.attendees).toBe(6);
      const seventh = expectError(await upload(photosUrl(), 'club', await jpeg()), 409, 'CONFLICT');
      expect(seventh.message).toBe(M.photosMax);
      expect(seventh.fieldErrors?.photo).toBe(M.photosMax);
      expect(await t.db.selectFrom('activity_photos').select('id').execute()).toHaveLength(6);
      expect(await storedActivityPhotos()).toHaveLength(6);

      const first = last.photos[0]!;
      expect(first.url).toBe(`${acts()}/show/${showId}/photos/${first.id}`);
      const got = await send('GET', first.url, 'club');
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      const row = await t.db
        .selectFrom('activity_photos')
        .select('name')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(row.name).toMatch(/^activity\/[0-9a-f-]{36}\.webp$/);
      expect((await t.app.inject({ method: 'GET', url: `/files/${row.name}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/files/${encodeURIComponent(row.name)}` })).statusCode,
      ).toBe(404);
      // the photo under another activity's address is not found
      expectError(
        await send('GET', `${acts()}/meeting/${meetingId}/photos/${first.id}`, 'club'),
        404,
        'NOT_FOUND',
      );

      // removing one makes room for another
      const removed = await send('DELETE', first.url, 'club');
      expect(removed.statusCode, removed.body).toBe(200);
      expect(termActivitySchema.parse(removed.json()).photos).toHaveLength(5);
      expect(await storedActivityPhotos()).toHaveLength(5);
      expectError(await send('GET', first.url, 'club'), 404, 'NOT_FOUND');
      expectError(await send('DELETE', first.url, 'club'), 404, 'NOT_FOUND');
      expect((await upload(photosUrl(), 'club', await jpeg())).statusCode).toBe(200);
    });

    it('refuses a file that is not an image, a photo too large and a missing file, and writes nothing', async () => {
      const target = `${acts()}/meeting/${meetingId}/photos`;
      const rowsBefore = (await t.db.selectFrom('activity_photos').select('id').execute()).length;
      const storedBefore = (await storedActivityPhotos()).length;
      const reportsBefore = (await t.db.selectFrom('activity_reports').select('id').execute()).length;
      const text = await upload(target, 'club', Buffer.from('이것은 사진이 아닙니다'), 'note.jpg');
      const refused = expectError(text, 415, 'IMAGE_INVALID');
      expect(refused.message).toBe('이미지 파일만 업로드할 수 있습니다.');
      const big = Buffer.alloc(5_242_881, 1);
      expectError(await upload(target, 'club', big, 'big.jpg'), 413, 'IMAGE_TOO_LARGE');
      const none = multipart([{ name: 'other', value: 'x' }]);
      const missing = await t.app.inject({
        method: 'POST',
        url: target,
        headers: { ...bearer(tokens.club!), ...none.headers },
        payload: none.payload,
      });
      expect(expectError(missing, 400, 'VALIDATION_FAILED').fieldErrors?.photo).toBe(M.photoRequired);
      expect((await t.db.selectFrom('activity_photos').select('id').execute()).length).toBe(rowsBefore);
      expect((await storedActivityPhotos()).length).toBe(storedBefore);
      expect((await t.db.selectFrom('activity_reports').select('id').execute()).length).toBe(reportsBefore);
    });

    it('keeps six when eight are sent at once, and keeps none of the refused ones', async () => {
      const target = `${acts()}/meeting/${meetingId}/photos`;
      const storedBefore = (await storedActivityPhotos()).length;
      const images = await Promise.all(Array.from({ length: 8 }, () => jpeg()));
      const sent = await Promise.all(images.map((image) => upload(target, 'club', image)));
      const statuses = sent.map((r) => r.statusCode).sort();
      expect(statuses, sent.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 200, 200, 200, 409, 409]);
      expect((await find(`meeting:${meetingId}`))!.photos).toHaveLength(6);
      expect((await storedActivityPhotos()).length).toBe(storedBefore + 6);
      // the report's other fields are untouched by the photos
      expect((await find(`meeting:${meetingId}`))!.summary).toBe('신입 환영회와 자기소개');
    });

    it('sweeps the reports whose record went and their photos, leaving fresh photos alone', async () => {
      const res = await send('POST', acts(), 'club', { title: '사진만 남는 활동', date: today() });
      const other = termActivitySchema.parse(res.json());
      expect((await upload(`${acts()}/other/${other.refId}/photos`, 'club', await jpeg())).statusCode).toBe(
        200,
      );
      // the record deleted in the database (as a show's or meeting's deletion would): the report is an orphan
      await t.db.deleteFrom('club_activities').where('id', '=', other.refId).execute();
      const before = (await storedActivityPhotos()).length;
      pinned = Date.now() + 30 * 60_000;
      expect(await sweepActivityPhotos(t.app.ctx)).toBe(0);
      expect((await storedActivityPhotos()).length).toBe(before);
      pinned = Date.now() + 2 * 3_600_000;
      expect(await sweepActivityPhotos(t.app.ctx)).toBe(1);
      expect((await storedActivityPhotos()).length).toBe(before - 1);
      pinned = null;
      // the show's photos are untouched
      expect((await find(`show:${showId}`))!.photos).toHaveLength(6);
    });
  });

  it('keeps a past term read-only 90 days after its end, and lists it', async () => {
    const res = await send('POST', acts(pastTermId), 'club', {
      title: '지난 MT',
      date: addDays(today(), -250),
    });
    expect(expectError(res, 409, 'TERM_READ_ONLY').message).toBe(M.termReadOnly);
    // a meeting of the past term, made in the database
    const at = new Date().toISOString();
    const old = await t.db
      .insertInto('meetings')
      .values({
        club_id: clubId,
        term_id: pastTermId,
        series_id: null,
        title: '지난 모임',
        starts_at: new Date(`${addDays(today(), -250)}T19:00:00+09:00`).toISOString(),
        ends_at: new Date(`${addDays(today(), -250)}T21:00:00+09:00`).toISOString(),
        place: '동방',
        audience: 'all',
        late_minutes: 10,
        closed_at: at,
        created_by: 'x',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = await list('club', pastTermId);
    expect(listed.map((a) => a.key)).toEqual([`meeting:${old.id}`]);
    const url = `${acts(pastTermId)}/meeting/${old.id}`;
    expectError(
      await send('PUT', url, 'club', { summary: '늦은 기록', attendees: 3 }),
      409,
      'TERM_READ_ONLY',
    );
    expectError(await upload(`${url}/photos`, 'club', await jpeg()), 409, 'TERM_READ_ONLY');
    expect(
      await t.db.selectFrom('activity_reports').select('id').where('term_id', '=', pastTermId).execute(),
    ).toEqual([]);
    // The union's report is written after the term: its records stay open 90 days after its last day (Seoul).
    const ends = addDays(seoulToday(), -200);
    pinned = Date.parse(`${addDays(ends, 90)}T23:59:00+09:00`);
    const late = await send('PUT', url, 'club', { summary: '늦은 기록', attendees: 3 });
    expect(late.statusCode, late.body).toBe(200);
    pinned = Date.parse(`${addDays(ends, 91)}T00:00:00+09:00`);
    expectError(
      await send('PUT', url, 'club', { summary: '더 늦은 기록', attendees: 3 }),
      409,
      'TERM_READ_ONLY',
    );
    pinned = null;
    expect(await list('club', pastTermId)).toMatchObject([{ summary: '늦은 기록', attendees: 3 }]);
  });

  it("gives another club's manager 403, a student 403 and nobody 401 on every call, and changes nothing", async () => {
    const show = (await find(`show:${showId}`))!;
    const photo = show.photos[0]!;
    const other = termActivitySchema.parse(
      (await send('POST', acts(), 'club', { title: '권한 활동', date: today() })).json(),
    );
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['termActivities', 'GET', acts()],
      ['activityCreate', 'POST', acts(), { title: '남의 활동', date: today() }],
      ['activityReportSave', 'PUT', `${acts()}/show/${showId}`, { summary: '남의 기록', attendees: 1 }],
      ['activityPhoto', 'GET', photo.url],
      ['activityPhotoDelete', 'DELETE', photo.url],
      ['activityDelete', 'DELETE', `${acts()}/other/${other.refId}`],
    ];
    for (const [name, method, url, payload] of calls) {
      const res = await send(method, url, 'other', payload);
      expect(res.statusCode, `${name} ${res.body}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await send(method, url, 's0', payload)).statusCode, name).toBe(403);
      const anonymous = await t.app.inject({
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(anonymous.statusCode, name).toBe(401);
    }
    const add = await upload(`${acts()}/show/${showId}/photos`, 'other', await jpeg());
    expect(add.statusCode, add.body).toBe(403);
    expect((await upload(`${acts()}/show/${showId}/photos`, 's0', await jpeg())).statusCode).toBe(403);
    // the other club's term is theirs: 403 for us as well
    const theirs = await send('POST', `${base}/terms`, 'other', {
      name: '남의 학기',
      startsOn: addDays(today(), -10),
      endsOn: addDays(today(), 10),
    });
    expectError(await send('GET', acts(theirs.json().termId), 'club'), 403, 'FORBIDDEN');
    await expect(listTermActivities(t.app.ctx, otherClubId, termId)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const after = (await find(`show:${showId}`))!;
    expect(after).toEqual(show);
    expect((await list()).some((a) => a.key === other.key)).toBe(true);
  });

  it('holds at most 100 기타 활동 a term', async () => {
    const at = new Date().toISOString();
    const have = (
      await t.db.selectFrom('club_activities').select('id').where('term_id', '=', termId).execute()
    ).length;
    await t.db
      .insertInto('club_activities')
      .values(
        Array.from({ length: 100 - have }, (_, i) => ({
          club_id: clubId,
          term_id: termId,
          title: `채우기 ${i}`,
          date: today(),
          place: '',
          created_by: 'x',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const refused = await send('POST', acts(), 'club', { title: '백한 번째', date: today() });
    expect(expectError(refused, 409, 'CONFLICT').message).toBe(M.othersMax);
    expect(
      await t.db.selectFrom('club_activities').select('id').where('title', '=', '백한 번째').execute(),
    ).toEqual([]);
    await t.db.deleteFrom('club_activities').where('title', 'like', '채우기%').execute();
  });

  it('records every write in the audit log', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'activity.%')
      .execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'activity.create',
      'activity.report',
      'activity.delete',
      'activity.photoAdd',
      'activity.photoDelete',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
  });
});

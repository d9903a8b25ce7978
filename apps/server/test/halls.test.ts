import { errorBodySchema, HALL_MESSAGES, LIMITS } from '@moa/contract';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  signInAs,
} from './support.ts';

/** A club's halls (docs/product.md#halls) through the real app, on both databases. */

const row = (n: number) => '○'.repeat(n);
/** 대강당: 9 floor rows of 24 in three blocks, wheelchair spaces in the last; a balcony of 6 rows of 14. 300 seats. */
const AUDITORIUM = [
  '무대',
  '[1층]',
  ...'가나다라마바사아'.split('').map((r) => `${r} | ${row(6)} _ ${row(12)} _ ${row(6)}`),
  `자 | ○○○○WC _ ${row(12)} _ CW○○○○`,
  '[2층] 오른쪽부터',
  ...'ABCDEF'.split('').map((r) => `${r} | ${row(7)} _ ${row(7)}`),
].join('\n');

describe.each(DB_KINDS)('halls (%s)', (kind) => {
  let t: TestApp;
  const tokens = { owner: '', other: '', student: '', admin: '' };
  let clubId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    tokens.owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    tokens.student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    tokens.admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const create = (name: string, text: string, token = tokens.owner) =>
    send('POST', '/mypage/manager/halls', token, { name, text });
  const upload = (name: string, csv: Buffer, extra: Record<string, unknown> = {}) => {
    const body = multipart([
      jsonPart({ name, ...extra }),
      { name: 'file', value: csv, filename: '좌석.csv', contentType: 'text/csv' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/mypage/manager/halls',
      headers: { ...bearer(tokens.owner), ...body.headers },
      payload: body.payload,
    });
  };
  const expectRefused = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(errorBodySchema.parse(res.json()).code).toBe(code);
    return res.json() as { message: string; fieldErrors?: Record<string, string>; rowErrors?: unknown[] };
  };

  it('creates a hall from its text, lists it and answers it with every seat', async () => {
    const res = await create('대강당', AUDITORIUM);
    expect(res.statusCode, res.body).toBe(200);
    const hall = res.json();
    expect(hall).toMatchObject({
      name: '대강당',
      stage: 'top',
      seatCount: 300,
      scheduleCount: 0,
      text: AUDITORIUM,
    });
    expect(hall.seats).toHaveLength(300);
    expect(hall.seats.find((s: { key: string }) => s.key === '1층-가-7')).toEqual({
      key: '1층-가-7',
      section: '1층',
      row: '가',
      number: 7,
      x: 7,
      y: 0,
      kind: 'seat',
    });
    expect(hall.seats.find((s: { key: string }) => s.key === '2층-A-1')).toMatchObject({ x: 14, y: 10 });
    expect(hall.seats.filter((s: { kind: string }) => s.kind === 'wheelchair')).toHaveLength(2);

    const list = await send('GET', '/mypage/manager/halls', tokens.owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().hallList).toContainEqual(
      expect.objectContaining({ hallId: hall.hallId, name: '대강당', seatCount: 300, scheduleCount: 0 }),
    );
    const one = await send('GET', `/mypage/manager/halls/${hall.hallId}`, tokens.owner);
    expect(one.json()).toEqual(hall);
  });

  it('refuses a drawing with problems, each with its line, in Korean', async () => {
    const body = expectRefused(
      await create('소극장', '무대\n가 | ○○○○\n나 | ○○X○\n가 | ○○'),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fieldErrors).toEqual({ text: `3번째 줄: ${HALL_MESSAGES.unknownCharacter('X')}` });
    expect(body.message).toBe(body.fieldErrors!.text);
    expect(body.rowErrors).toEqual([
      { row: 3, message: HALL_MESSAGES.unknownCharacter('X') },
      { row: 4, message: HALL_MESSAGES.duplicateLabel('가', 2) },
    ]);
    expect(
      expectRefused(await create('소극장', '무대\n# 비어 있음'), 400, 'VALIDATION_FAILED').fieldErrors,
    ).toEqual({
      text: HALL_MESSAGES.empty,
    });
    expect(expectRefused(await create('', '○○'), 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
      name: HALL_MESSAGES.nameRequired,
    });
    expectRefused(await create('긴 배치', '○'.repeat(LIMITS.hallTextMax + 1)), 400, 'VALIDATION_FAILED');
    expectRefused(await create('x'.repeat(LIMITS.hallNameMax + 1), '○'), 400, 'VALIDATION_FAILED');
    expect(await t.db.selectFrom('halls').select('name').where('name', '=', '소극장').execute()).toEqual([]);
  });

  it('takes 1,500 seats and refuses 1,501', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `R${i + 1} | ${row(50)}`);
    const full = await create('체육관', rows.join('\n'));
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().seatCount).toBe(LIMITS.hallSeatsMax);
    const over = expectRefused(
      await create('체육관 2', [...rows, 'R31 | ○'].join('\n')),
      400,
      'VALIDATION_FAILED',
    );
    expect(over.fieldErrors!.text).toBe(`31번째 줄: ${HALL_MESSAGES.tooManySeats(1_501)}`);
  });

  it('refuses a second hall of the same name in the club', async () => {
    await create('학생회관 소극장', '○○○');
    const body = expectRefused(await create('학생회관 소극장', '○○'), 400, 'VALIDATION_FAILED');
    expect(body.fieldErrors).toEqual({ name: HALL_MESSAGES.nameTaken });
    // another club may use the name
    expect((await create('학생회관 소극장', '○○', tokens.other)).statusCode).toBe(200);
  });

  it('creates a hall from a CSV of seats, UTF-8 with a byte-order mark or CP949', async () => {
    const csv =
      '구역,열,번호,종류\n1층,가,1,\n1층,가,2,좌석\n1층,가,4,\n1층,나,1,휠체어석\n1층,나,2,동반석\n2층,A,1,\n';
    const utf8 = await upload('소강당', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]));
    expect(utf8.statusCode, utf8.body).toBe(200);
    expect(utf8.json().seats.map((s: { key: string; kind: string }) => `${s.key}:${s.kind}`)).toEqual([
      '1층-가-1:seat',
      '1층-가-2:seat',
      '1층-가-4:seat',
      '1층-나-1:wheelchair',
      '1층-나-2:companion',
      '2층-A-1:seat',
    ]);
    expect(utf8.json().text).toBe('무대\n[1층]\n가 | ○○.○\n나 | WC\n[2층]\nA | ○\n');
    const cp949 = await upload('소강당 2', iconv.encode('열,번호\n가,1\n가,2\n', 'cp949'));
    expect(cp949.statusCode, cp949.body).toBe(200);
    expect(cp949.json().seats.map((s: { key: string }) => s.key)).toEqual(['가-1', '가-2']);
  });

  it('refuses a CSV with bad rows, naming their lines, and one over its caps', async () => {
    const bad = expectRefused(
      await upload('잘못된 CSV', Buffer.from('열,번호,종류\n가,1,\n가,x,\n가,1,\n나,2,의자\n')),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.rowErrors).toEqual([
      { row: 3, message: HALL_MESSAGES.csvNumber },
      { row: 5, message: HALL_MESSAGES.csvKind },
    ]);
    expect(bad.fieldErrors).toEqual({ file: `3번째 줄: ${HALL_MESSAGES.csvNumber}` });
    const dup = expectRefused(
      await upload('잘못된 CSV', Buffer.from('열,번호\n가,1\n가,1\n')),
      400,
      'VALIDATION_FAILED',
    );
    expect(dup.rowErrors).toEqual([{ row: 3, message: HALL_MESSAGES.csvDuplicate('가-1', 2) }]);
    const header = expectRefused(
      await upload('잘못된 CSV', Buffer.from('이름,값\n가,1\n')),
      400,
      'VALIDATION_FAILED',
    );
    expect(header.fieldErrors).toEqual({ file: `1번째 줄: ${HALL_MESSAGES.csvHeader}` });
    const many = Buffer.from(`열,번호\n${Array.from({ length: 1_501 }, (_, i) => `R${i},1`).join('\n')}`);
    expect(expectRefused(await upload('큰 CSV', many), 400, 'VALIDATION_FAILED').message).toBe(
      HALL_MESSAGES.csvTooManyRows,
    );
    const huge = Buffer.alloc(LIMITS.hallCsvMaxBytes + 1, 'a');
    expect(expectRefused(await upload('큰 CSV', huge), 413, 'PAYLOAD_TOO_LARGE').message).toBe(
      HALL_MESSAGES.csvTooLarge,
    );
    expectRefused(
      await upload('둘 다', Buffer.from('열,번호\n가,1\n'), { text: '○○' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefused(
      await upload('이미지', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x81])),
      400,
      'VALIDATION_FAILED',
    );
  });

  /** A live reservation of the owner's club holding `keys` of the hall in a schedule set in it. */
  async function holdSeats(hallId: number, keys: string[]) {
    const { scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(), 20),
      seats: 100,
    });
    await t.db.updateTable('schedules').set({ hall_id: hallId }).where('id', '=', scheduleId).execute();
    const [userId] = await insertStudents(t.db, `hall${hallId}-`, 1);
    const at = new Date().toISOString();
    const { id: reservationId } = await t.db
      .insertInto('reservations')
      .values({
        schedule_id: scheduleId,
        user_id: userId!,
        ticket_count: keys.length,
        unit_price: 10_000,
        status: 'unpaid',
        cancel_requested: 0,
        deposit_name: '20250000학생',
        pay_by: at,
        expires_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('reservation_seats')
      .values(
        keys.map((seat_key) => ({
          reservation_id: reservationId,
          schedule_id: scheduleId,
          hall_id: hallId,
          seat_key,
          created_at: at,
        })),
      )
      .execute();
    return { scheduleId, reservationId };
  }

  it('keeps every key a reservation holds: an edit that would remove one is refused, naming each', async () => {
    const hall = (await create('연습실', '[1층]\n가 | ○○○○ _ ○○○○\n나 | ○○○○ _ ○○○○')).json();
    const { scheduleId } = await holdSeats(hall.hallId, ['1층-가-7', '1층-가-8', '1층-나-1']);
    const update = (text: string, name = '연습실') =>
      send('PUT', `/mypage/manager/halls/${hall.hallId}`, tokens.owner, { name, text });

    // 가 loses seats 7 and 8, 나 is gone: three held keys, named; nothing is saved
    const refused = expectRefused(await update('[1층]\n가 | ○○○○ _ ○○\n다 | ○○○○'), 409, 'HALL_SEATS_HELD');
    expect(refused.message).toBe(HALL_MESSAGES.seatsHeld(['1층-가-7', '1층-가-8', '1층-나-1']));
    expect(refused.message).toBe('예매된 좌석은 없앨 수 없습니다: 1층-가-7, 1층-가-8, 1층-나-1');
    expect(refused.fieldErrors).toEqual({ text: refused.message });
    const unchanged = (await send('GET', `/mypage/manager/halls/${hall.hallId}`, tokens.owner)).json();
    expect(unchanged.seatCount).toBe(16);
    expect(unchanged.text).toBe(hall.text);

    // the held seats stay (moved one cell over, 나-1 now a wheelchair space); others come and go
    const saved = await update('[1층]\n가 | .○○○○ _ ○○○○○\n나 | W○', '연습실 A');
    expect(saved.statusCode, saved.body).toBe(200);
    const seats = new Map<string, { x: number; kind: string }>(
      saved.json().seats.map((s: { key: string; x: number; kind: string }) => [s.key, s]),
    );
    expect(saved.json()).toMatchObject({ name: '연습실 A', seatCount: 11, scheduleCount: 1 });
    expect(seats.get('1층-가-7')).toMatchObject({ x: 8 });
    expect(seats.get('1층-가-9')).toMatchObject({ x: 10 });
    expect(seats.get('1층-나-1')).toMatchObject({ x: 0, kind: 'wheelchair' });
    expect(seats.has('1층-나-3')).toBe(false);
    const held = await t.db
      .selectFrom('reservation_seats')
      .select('seat_key')
      .where('schedule_id', '=', scheduleId)
      .orderBy('seat_key')
      .execute();
    expect(held.map((h) => h.seat_key)).toEqual(['1층-가-7', '1층-가-8', '1층-나-1']);

    // a bad drawing is refused before the held seats are looked at
    expectRefused(await update('[1층]\n가 | ○?'), 400, 'VALIDATION_FAILED');
    // the hall is set in a schedule: it cannot be deleted
    const inUse = expectRefused(
      await send('DELETE', `/mypage/manager/halls/${hall.hallId}`, tokens.owner),
      409,
      'HALL_IN_USE',
    );
    expect(inUse.message).toBe(HALL_MESSAGES.inUse(1));
  });

  it('edits and deletes a hall no schedule uses', async () => {
    const hall = (await create('동아리방', '가 | ○○○')).json();
    const saved = await send('PUT', `/mypage/manager/halls/${hall.hallId}`, tokens.owner, {
      name: '동아리방',
      text: '무대: 왼쪽\n가 | ○○○○',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ stage: 'left', seatCount: 4 });
    // the name of another of the club's halls is taken
    expect(
      expectRefused(
        await send('PUT', `/mypage/manager/halls/${hall.hallId}`, tokens.owner, {
          name: '대강당',
          text: '○',
        }),
        400,
        'VALIDATION_FAILED',
      ).fieldErrors,
    ).toEqual({ name: HALL_MESSAGES.nameTaken });
    const gone = await send('DELETE', `/mypage/manager/halls/${hall.hallId}`, tokens.owner);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true });
    expectRefused(await send('GET', `/mypage/manager/halls/${hall.hallId}`, tokens.owner), 404, 'NOT_FOUND');
    expect(
      await t.db.selectFrom('hall_seats').select('seat_key').where('hall_id', '=', hall.hallId).execute(),
    ).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'hall')
      .where('target_id', '=', String(hall.hallId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['hall.create', 'hall.update', 'hall.delete']);
  });

  it("answers the club's managers only: signed out 401, a student or the administrator 403, another club 403", async () => {
    const hall = (await create('리허설룸', '○○○○')).json();
    const url = `/mypage/manager/halls/${hall.hallId}`;
    const edit = { name: '리허설룸', text: '○○' };
    for (const [method, path, payload] of [
      ['GET', '/mypage/manager/halls', undefined],
      ['POST', '/mypage/manager/halls', { name: '새 공연장', text: '○○' }],
      ['GET', url, undefined],
      ['PUT', url, edit],
      ['DELETE', url, undefined],
    ] as const) {
      expectRefused(await send(method, path, undefined, payload), 401, 'UNAUTHORIZED');
      expectRefused(await send(method, path, tokens.student, payload), 403, 'FORBIDDEN');
      expectRefused(await send(method, path, tokens.admin, payload), 403, 'FORBIDDEN');
    }
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', edit],
      ['DELETE', undefined],
    ] as const) {
      expectRefused(await send(method, url, tokens.other, payload), 403, 'FORBIDDEN');
    }
    const theirs = (await send('GET', '/mypage/manager/halls', tokens.other)).json();
    expect(theirs.hallList.map((h: { hallId: number }) => h.hallId)).not.toContain(hall.hallId);
    expect((await send('GET', url, tokens.owner)).json().seatCount).toBe(4);
    expectRefused(await send('GET', '/mypage/manager/halls/999999', tokens.owner), 404, 'NOT_FOUND');
    expectRefused(await send('GET', '/mypage/manager/halls/abc', tokens.owner), 404, 'NOT_FOUND');
  });
});

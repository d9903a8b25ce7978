import { expect } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import type { TestApp } from './harness.ts';
import { bearer, insertSchedule, multipart } from './support.ts';

/**
 * A show of a club with students' reservations, statements written as a bank exports them (CSV), and the import,
 * apply, open-deposit and refund calls, for the deposit suites.
 */
export function depositKit(t: TestApp, clubId: number, studentPrefix: string) {
  let nextStudent = 0;
  let minute = 0;
  const HEADER = '거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)';

  /** One statement line: a deposit at a new minute, so each line has its own fingerprint. */
  const line = (name: string, amount: number) => {
    const at = new Date(Date.UTC(2026, 10, 10, 10, minute++)).toISOString().slice(0, 19).replace('T', ' ');
    return `${at},타행이체,${name},0,${amount},1000000`;
  };
  const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

  async function show(seats = 20, cost = 15_000) {
    return insertSchedule(t.db, { clubId, date: addDays(seoulToday(), 20), seats, cost });
  }

  async function reservation(
    scheduleId: number,
    status: 'unpaid' | 'paid' | 'expired' = 'unpaid',
    tickets = 1,
  ) {
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'name', 'student_id'])
      .where('email', '=', `${studentPrefix}${nextStudent++}@example.ac.kr`)
      .executeTakeFirstOrThrow();
    const { cost } = await t.db
      .selectFrom('schedules')
      .select('cost')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const payBy = new Date(Date.now() + 86_400_000).toISOString();
    const depositName = `${user.student_id}${user.name}`;
    const { id } = await t.db
      .insertInto('reservations')
      .values({
        schedule_id: scheduleId,
        user_id: user.id,
        ticket_count: tickets,
        unit_price: cost,
        status,
        cancel_requested: 0,
        deposit_name: depositName,
        pay_by: payBy,
        expires_at: payBy,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status !== 'expired') {
      await t.db
        .updateTable('schedules')
        .set((eb) => ({ apply_people: eb('apply_people', '+', tickets) }))
        .where('id', '=', scheduleId)
        .execute();
    }
    return { id, userId: user.id, depositName, price: cost * tickets };
  }

  const upload = async (showId: number, text: string, token: string) => {
    const body = multipart([
      { name: 'file', value: Buffer.from(text, 'utf8'), filename: '거래내역.csv', contentType: 'text/csv' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      importId: number;
      deposits: { depositId: number; match: string; reservationId: number | null }[];
    };
  };

  const apply = (showId: number, importId: number, body: object, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits/${importId}/apply`,
      headers: bearer(token),
      payload: body,
    });

  const issues = async (showId: number, token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/open`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().issues as {
      depositId: number;
      outcome: string;
      amount: number;
      expected: number;
      received: number;
      reservationId: number;
      refund: { refundId: number; amount: number } | null;
    }[];
  };

  const settle = (showId: number, body: object, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits/settle`,
      headers: bearer(token),
      payload: body,
    });

  const refunds = async (showId: number, token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/refunds`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      refunds: {
        refundId: number;
        reason: string;
        amount: number;
        refundedAt: string | null;
        reservationId: number;
      }[];
      summary: { owedCount: number; owedAmount: number };
    };
  };

  const markRefunded = (showId: number, refundIds: number[], token: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/show/${showId}/refunds`,
      headers: bearer(token),
      payload: { refundIds, refunded: true },
    });

  const statusOf = async (id: number) =>
    (await t.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  return { line, csv, show, reservation, upload, apply, issues, settle, refunds, markRefunded, statusOf };
}

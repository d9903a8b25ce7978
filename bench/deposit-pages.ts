import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { addDays, seoulToday } from '../apps/server/src/lib/time.ts';
import { insertClub, showRow } from '../apps/server/test/support.ts';
import { benchApp, benchManager } from './harness.ts';

/**
 * A deposit import at the statement row limit over real HTTP (docs/product.md#deposit-import): ROWS rows (default
 * 20,000) against a show of RESERVATIONS unpaid reservations (default 2,000; one matched deposit each, the rest
 * nobody's). Prints the size (raw and gzipped) and time of the import answer and of the import reopened; then, where
 * the server reads rows page by page, the time and size of every page walked (100 and 500 rows a page) and of
 * applying every matched deposit by the import's id.
 */
const ROWS = Number(process.env.ROWS ?? 20_000);
const RESERVATIONS = Number(process.env.RESERVATIONS ?? 2000);

const b = await benchApp(false);
try {
  const at = new Date().toISOString();
  const day = addDays(seoulToday(), 30);
  const clubId = await insertClub(b.db, 'bench');
  const token = await benchManager(b.db, clubId);
  const show = await b.db
    .insertInto('shows')
    .values(
      showRow({
        club_id: clubId,
        name: '벤치 정기공연',
        location: 'hall',
        start_date: day,
        end_date: day,
        default_max_people: RESERVATIONS,
        account_number: '1',
        account_name: 'bench',
        payment_deadline_hours: 24,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const schedule = await b.db
    .insertInto('schedules')
    .values({
      show_id: show.id,
      order_index: 1,
      date: day,
      time: '19:00:00',
      cost: 10000,
      max_ticket: 4,
      max_people: RESERVATIONS,
      apply_people: RESERVATIONS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payBy = new Date(Date.now() + 5 * 86_400_000).toISOString();
  for (let from = 0; from < RESERVATIONS; from += 500) {
    const count = Math.min(500, RESERVATIONS - from);
    const users = await b.db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, j) => ({
          sub: `s${from + j}`,
          email: `s${from + j}@bench.ac.kr`,
          authority: 'ROLE_USER' as const,
          name: `학생${from + j}`,
          student_id: String(20200000 + from + j),
          phone: '010-0000-0000',
          club_id: null,
          profile_complete: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    await b.db
      .insertInto('reservations')
      .values(
        users.map((u, j) => ({
          schedule_id: schedule.id,
          user_id: u.id,
          ticket_count: 1,
          unit_price: 10000,
          status: 'unpaid' as const,
          cancel_requested: 0,
          deposit_name: `${20200000 + from + j}학생${from + j}`,
          pay_by: payBy,
          expires_at: payBy,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }

  const lines = ['거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)'];
  for (let i = 0; i < ROWS; i++) {
    const when = new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    const name = i < RESERVATIONS ? `${20200000 + i}학생${i}` : `2099${String(i).padStart(5, '0')}손님`;
    lines.push(`${when},타행이체,${name},0,10000,${1_000_000 + i}`);
  }
  const csv = Buffer.from(lines.join('\r\n'), 'utf8');

  const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${token}` };
  const base = `${address}/mypage/manager/show/${show.id}/deposits`;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  async function timed(label: string, url: string, init: RequestInit = {}) {
    const started = performance.now();
    const res = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
    const bytes = Buffer.byteLength(text);
    if (label) {
      console.log(`${label}: ${ms.toFixed(0)} ms, ${kb(bytes)} (${kb(gzipSync(text).length)} gzipped)`);
    }
    return { ms, bytes, body: JSON.parse(text) as Record<string, unknown> };
  }

  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), '거래내역.csv');
  console.log(`deposit import on ${b.kind}: ${ROWS} rows (${kb(csv.length)}), ${RESERVATIONS} reservations`);
  const imported = await timed('POST import answer', base, { method: 'POST', body: form });
  const importId = imported.body.importId as number;
  const rowsInAnswer = (imported.body.deposits as unknown[]).length;
  console.log(`  rows in the answer: ${rowsInAnswer}`);
  await timed('GET import reopened', `${base}/${importId}`);

  const probe = await fetch(`${base}/${importId}/rows?limit=1`, { headers });
  if (probe.status === 404 || probe.status === 400) {
    console.log('  (no paged rows call on this server)');
  } else {
    for (const limit of [100, 500]) {
      const pages: { ms: number; bytes: number }[] = [];
      let after: number | null = null;
      do {
        const page = await timed(
          '',
          `${base}/${importId}/rows?limit=${limit}${after === null ? '' : `&after=${after}`}`,
        );
        pages.push(page);
        after = page.body.nextCursor as number | null;
      } while (after !== null);
      const sorted = pages.map((p) => p.ms).sort((x, y) => x - y);
      console.log(
        `GET rows, ${limit} a page: ${pages.length} pages, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, ` +
          `max ${sorted.at(-1)!.toFixed(0)} ms, ${kb(Math.max(...pages.map((p) => p.bytes)))} the largest`,
      );
    }
    await timed('POST apply, every matched deposit by the import id', `${base}/${importId}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allMatched: true }),
    });
  }
} finally {
  await b.close();
}

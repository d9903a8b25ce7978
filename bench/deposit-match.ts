import { performance } from 'node:perf_hooks';
import { matchDeposits, type MatchReservation } from '../apps/server/src/modules/deposits/match.ts';
import { parseStatementFile } from '../apps/server/src/modules/deposits/parse/index.ts';

/**
 * A 5,000-row bank statement (UTF-8 CSV) parsed and matched against a show's 2,000 reservations: the work of one
 * deposit import apart from its inserts. Budget (issue 11): well under 2 s. Prints the median of RUNS runs.
 */
const ROWS = Number(process.env.ROWS ?? 5000);
const RESERVATIONS = Number(process.env.RESERVATIONS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 7);

const reservations: MatchReservation[] = Array.from({ length: RESERVATIONS }, (_, i) => ({
  id: i + 1,
  depositName: `${20230000 + i}학생${i}`,
  price: 10_000 * (1 + (i % 3)),
  status: i % 10 === 0 ? 'paid' : i % 17 === 0 ? 'expired' : 'unpaid',
  restorable: i % 34 === 0,
}));
const lines = ['거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)'];
for (let i = 0; i < ROWS; i++) {
  const who = i % (RESERVATIONS + 500); // some deposits name no one
  // Every third name cut to 10 characters, as some banks do.
  const name = `${20230000 + who}학생${who}`.slice(0, i % 3 === 0 ? 10 : undefined);
  const at = `2026-11-${String(1 + (i % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
  lines.push(
    `${at},타행이체,${name},0,"${(10_000 * (1 + (who % 3))).toLocaleString('en-US')}",${1_000_000 + i}`,
  );
}
const bytes = Buffer.from(lines.join('\r\n'), 'utf8');

const times: { parse: number; match: number }[] = [];
let counts: Record<string, number> = {};
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const parsed = await parseStatementFile({ bytes, filename: 'bench.csv' });
  const t1 = performance.now();
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.code}`);
  const outcomes = matchDeposits(reservations, parsed.rows);
  const t2 = performance.now();
  times.push({ parse: t1 - t0, match: t2 - t1 });
  counts = {};
  for (const o of outcomes) counts[o.match] = (counts[o.match] ?? 0) + 1;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const parse = median(times.map((t) => t.parse));
const match = median(times.map((t) => t.match));
console.log(
  `deposit import: ${ROWS} rows (${(bytes.length / 1024).toFixed(0)} KB) against ${RESERVATIONS} reservations, ` +
    `median of ${RUNS}: parse ${parse.toFixed(1)} ms, match ${match.toFixed(1)} ms, total ${(parse + match).toFixed(1)} ms`,
);
console.log(`  outcomes: ${JSON.stringify(counts)}`);

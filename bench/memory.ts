import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { addDays, seoulToday } from '../apps/server/src/lib/time.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { insertClub, insertSchedule, insertStudents } from '../apps/server/test/support.ts';
import { BROWSER_ENCODINGS, openLoop } from './load.ts';
import { cpuMs, freePort, IDLE_SECONDS, idleRssMiB, root, rssMiB, startServer } from './server.ts';

/**
 * `npm run bench:memory -w bench`: the server's RSS through `npm run bench`'s rounds, with the same load in every
 * run however fast the machine is (so runs compare on a busy machine too): each round a rush of ATTEMPTS
 * reservation attempts by 3,000 students over 200 connections on a fresh 1,200-seat schedule, then 7,500
 * reservations at 1,500/s, READS_EACH of each public read over 200 connections and 10,000 reads at 2,000/s.
 * VmRSS is read at each rush's last answer, once the server has been idle IDLE_SECONDS after it (bench/server.ts),
 * and at the end of each round. See docs/decisions/0012-server-memory.md.
 *
 * Environment: ROUNDS (3), ATTEMPTS (40000), READS_EACH (20000), SKIP_BUILD=1 (use apps/web/dist as it is),
 * WEB_DIST, SERVER_NODE_ARGS (NODE_OPTIONS for the server, e.g. "--heapsnapshot-signal=SIGUSR2"), and SERVER_ARGS:
 * run `node <SERVER_ARGS>` instead of `npm run serve`, to compare ways of running the server.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ATTEMPTS = Number(process.env.ATTEMPTS ?? 40_000);
const READS_EACH = Number(process.env.READS_EACH ?? 20_000);
const STUDENTS = 3_000;
const ARRIVALS = 7_500;
const log = (line: string) => process.stderr.write(`${line}\n`);

if (process.env.SKIP_BUILD !== '1' && !process.env.WEB_DIST) {
  log('building the web app (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-memory-'));
const server = await startServer({
  dataDir,
  port: await freePort(),
  webDist: process.env.WEB_DIST,
  nodeOptions: process.env.SERVER_NODE_ARGS,
  nodeArgs: process.env.SERVER_ARGS?.split(' ').filter(Boolean),
});
process.on('exit', () => server.child.kill('SIGTERM'));
const rss = (label: string) => {
  const mib = rssMiB(server.pid);
  log(`${label}: ${mib.toFixed(0)} MiB`);
  return mib;
};
const boot = rss(`server process ${server.pid} at start`);

const handle = openDatabase({ databaseUrl: '', dataDir });
const db = handle.db;
const show = await db
  .selectFrom('shows')
  .innerJoin('schedules', 'schedules.show_id', 'shows.id')
  .select('shows.id')
  .orderBy('shows.id')
  .executeTakeFirstOrThrow();
const READS = ['/attraction/list', `/show/detail/${show.id}`];
const accept = { 'accept-encoding': BROWSER_ENCODINGS, accept: 'application/json' };
const clubId = await insertClub(db, 'memory');
const tokens: string[] = [];
for (const id of await insertStudents(db, 'memory', ARRIVALS)) tokens.push(await createSession(db, id));
const day = addDays(seoulToday(), 30);

const afterRush: number[] = [];
const afterIdle: number[] = [];
const cpuPerAttempt: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const { scheduleId } = await insertSchedule(db, { clubId, date: day, seats: 1_200, maxTicket: 4 });
  let next = 0;
  const cpu0 = cpuMs(server.pid);
  const rush = await autocannon({
    url: server.url,
    connections: 200,
    amount: ATTEMPTS,
    requests: [
      {
        method: 'POST',
        path: '/show/detail/reservation',
        setupRequest: (req: Record<string, unknown>) => {
          const s = next++ % STUDENTS;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[s]}` },
            body: JSON.stringify({ scheduleId, wishToPurchaseTickets: 1 + (s % 4) }),
          };
        },
      },
    ],
  });
  cpuPerAttempt.push(((cpuMs(server.pid) - cpu0) * 1000) / rush.requests.total);
  afterRush.push(rss(`round ${round}, at the rush's last answer`));
  const [idle] = await idleRssMiB([server.pid]);
  log(`round ${round}, idle ${IDLE_SECONDS} s after the rush: ${idle!.toFixed(0)} MiB`);
  afterIdle.push(idle!);

  const room = await insertSchedule(db, { clubId, date: day, seats: ARRIVALS * 4, maxTicket: 4 });
  await openLoop(
    server.url,
    (i) => ({
      method: 'POST',
      path: '/show/detail/reservation',
      headers: { authorization: `Bearer ${tokens[i]}` },
      body: JSON.stringify({ scheduleId: room.scheduleId, wishToPurchaseTickets: 1 + (i % 4) }),
    }),
    { rate: 1_500, seconds: ARRIVALS / 1_500 },
  );
  for (const url of READS) {
    await autocannon({ url: server.url + url, connections: 200, amount: READS_EACH, headers: accept });
  }
  await openLoop(server.url, (i) => ({ method: 'GET', path: READS[i % 2]!, headers: accept }), {
    rate: 2_000,
    seconds: 5,
  });
  rss(`round ${round}, end`);
}
const end = rss('end');
const f = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
console.log(
  `server RSS: ${boot.toFixed(0)} MiB at start; ${f(afterIdle)} MiB idle ${IDLE_SECONDS} s after each rush (${f(afterRush)} ` +
    `MiB at its last answer); ${end.toFixed(0)} MiB at the ` +
    `end (server CPU ${f(cpuPerAttempt)} µs per rush attempt; load average ${os.loadavg()[0]!.toFixed(1)})`,
);
server.child.kill('SIGTERM');
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });

import { performance } from 'node:perf_hooks';
import { benchApp, report } from './harness.ts';

/** The calls every visitor makes, against the demo data: REQUESTS sequential requests per call. */
const REQUESTS = Number(process.env.REQUESTS ?? 500);

const b = await benchApp(true);
try {
  const show = await b.db.selectFrom('shows').select('id').executeTakeFirstOrThrow();
  const club = await b.db.selectFrom('clubs').select('id').executeTakeFirstOrThrow();
  for (const url of [
    '/attraction/list',
    `/show/detail/${show.id}`,
    '/club/list',
    `/club/detail/${club.id}`,
    '/recruiting/list',
  ]) {
    const samples: number[] = [];
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await b.app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      samples.push(performance.now() - t0);
    }
    report(`GET ${url} (${b.kind})`, samples, performance.now() - started);
  }
} finally {
  await b.close();
}

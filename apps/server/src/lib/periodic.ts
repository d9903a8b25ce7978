import type { FastifyInstance } from 'fastify';

/**
 * Runs time-driven work in the server process: once when the app is ready (catching up after downtime), then every
 * `everyMs`; a failure is logged and the next run tries again. Closing the app waits for a run in progress.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<number>,
  /** Told after each run (the metrics count runs and what they did). */
  observe?: (outcome: 'done' | 'failed', count: number) => void,
): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const count = await job();
      if (count > 0) app.log.info({ count }, `${name} done`);
      observe?.('done', count);
    } catch (err) {
      app.log.error({ err }, `${name} failed`);
      observe?.('failed', 0);
    }
  };
  app.addHook('onReady', async () => {
    running = run();
    await running;
    timer = setInterval(() => {
      running = running.then(run);
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

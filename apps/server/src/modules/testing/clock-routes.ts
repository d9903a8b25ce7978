import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const YEAR_MS = 366 * 24 * 3_600_000;
const body = z.object({ advanceMs: z.number().int().min(-YEAR_MS).max(YEAR_MS) });

/**
 * POST /api/test/clock (TEST_CLOCK=1 only, never in production): moves the server's clock and runs the time-driven
 * work at once, so a browser journey can see a payment deadline pass without waiting for it. A journey moves it back
 * when it is done (a negative advanceMs), so the journeys after it see the demo data's deadlines still ahead.
 */
export function testClockRoutes(
  app: FastifyInstance,
  clock: { now(): Date; advance(ms: number): void },
  runDueWork: () => Promise<number>,
): void {
  app.post('/api/test/clock', { schema: { body } }, async (req) => {
    clock.advance((req.body as z.infer<typeof body>).advanceMs);
    const expired = await runDueWork();
    return { now: clock.now().toISOString(), expired };
  });
}

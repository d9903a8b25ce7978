/**
 * The one clock of the server's time-driven rules (payment deadlines, expiry, session sweep, sign-in limits). Tests
 * move it instead of waiting; with TEST_CLOCK=1 the browser journeys move it through POST /api/test/clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that runs with the system's but can be moved; the journeys' test clock. */
export function offsetClock(): { now: Clock; advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

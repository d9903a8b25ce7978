import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, SESSION_SWEEP_MS } from '../src/app.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/modules/auth/sessions.ts';
import { createTestApp, DB_KINDS } from './harness.ts';
import { bearer, signInAs } from './support.ts';

/**
 * Sessions that can never be used again (past the absolute expiry, idle too long, revoked) are deleted when the app
 * starts and every hour after, on the app's clock. The test moves that clock and the sweep's timer; it never waits.
 */

afterEach(() => {
  vi.useRealTimers();
});

describe.each(DB_KINDS)('expired sessions (%s)', (kind) => {
  it('are deleted every hour while the app runs, and the timer stops with the app', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = Date.now();
    const t = await createTestApp(kind, { now: () => new Date(clock) });
    try {
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('sessions')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const idle = (await signInAs(t.app, 'idle@example.ac.kr')).token;
      const revoked = (await signInAs(t.app, 'revoked@example.ac.kr')).token;
      const live = (await signInAs(t.app, 'live@example.ac.kr')).token;
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
      expect(await count()).toBe(3);

      // Half a day later: the idle session has expired; the live one was used an hour ago.
      clock = Date.now() + SESSION_IDLE_MS + 60_000;
      await t.db
        .updateTable('sessions')
        .set({ last_used_at: new Date(clock - 60 * 60 * 1000).toISOString() })
        .where('user_id', 'in', (eb) =>
          eb.selectFrom('users').select('id').where('email', '=', 'live@example.ac.kr'),
        )
        .execute();
      vi.advanceTimersByTime(SESSION_SWEEP_MS);
      await vi.waitFor(async () => expect(await count()).toBe(1), { timeout: 5_000 });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(idle) })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(live) })).statusCode,
      ).toBe(200);

      // A week after sign-in even a session in use has expired.
      clock += SESSION_ABSOLUTE_MS;
      vi.advanceTimersByTime(SESSION_SWEEP_MS);
      await vi.waitFor(async () => expect(await count()).toBe(0), { timeout: 5_000 });

      // The sweep's timer, the reservations' due work, the applications' and memberships' retention, the dues
      // reminders, the hand-overs, the excuse photos' sweep, the meetings' close, the activity photos' sweep and the
      // receipts' sweep (app.ts, lib/periodic.ts; no mailer without SMTP), and on SQLite the checkpointer's looks for
      // writes (db/checkpointer.ts), nothing else.
      expect(vi.getTimerCount()).toBe(kind === 'sqlite' ? 11 : 10);
    } finally {
      await t.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('are deleted when the app starts', async () => {
    const t = await createTestApp(kind);
    try {
      await signInAs(t.app, 'first@example.ac.kr');
      await signInAs(t.app, 'second@example.ac.kr');
      // The first session was last used long ago; a second app starts on the same database.
      await t.db
        .updateTable('sessions')
        .set({ last_used_at: new Date(Date.now() - SESSION_IDLE_MS - 60_000).toISOString() })
        .where('user_id', 'in', (eb) =>
          eb.selectFrom('users').select('id').where('email', '=', 'first@example.ac.kr'),
        )
        .execute();
      const again = await buildApp(t.config, {
        // the same handle (its schema: the migrator looks at that one only), left open for the test's own close
        database: { ...t.handle, close: async () => undefined },
      });
      await again.ready();
      const left = await t.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('users.email')
        .execute();
      await again.close();
      expect(left.map((r) => r.email)).toEqual(['second@example.ac.kr']);
    } finally {
      await t.close();
    }
  });
});

import { CLUB_CATEGORIES, EVENT_CATEGORIES, RECRUITING_CATEGORIES } from '@moa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

describe.each(DB_KINDS)('demo data on the first start (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // seedDemo is what a start outside production does with an empty database.
    t = await createTestApp(kind, { config: { seedDemo: true } });
  });
  afterAll(async () => t?.close());

  it('fills an empty database with a believable campus', async () => {
    const count = async (table: 'clubs' | 'halls' | 'shows' | 'entertains' | 'recruitings' | 'schedules') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('clubs')).toBeGreaterThanOrEqual(8);
    expect(await count('shows')).toBeGreaterThanOrEqual(7);
    // 인문관 대강당 and the seated show in it (db/seed/seated.ts, test/demo-seated.test.ts)
    expect(await count('halls')).toBe(1);
    expect(
      Number(
        (
          await t.db
            .selectFrom('schedules')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('hall_id', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(2);
    expect(await count('entertains')).toBeGreaterThanOrEqual(6);
    expect(await count('recruitings')).toBeGreaterThanOrEqual(6);

    const clubCats = new Set(
      (await t.db.selectFrom('clubs').select('category').execute()).map((r) => r.category),
    );
    expect([...clubCats].sort()).toEqual([...CLUB_CATEGORIES].sort());
    const eventCats = new Set(
      (await t.db.selectFrom('entertains').select('category').execute()).map((r) => r.category),
    );
    for (const c of EVENT_CATEGORIES) expect(eventCats).toContain(c);
    const recCats = new Set(
      (await t.db.selectFrom('recruitings').select('category').execute()).map((r) => r.category),
    );
    expect([...recCats].sort()).toEqual([...RECRUITING_CATEGORIES].sort());
  });

  it('has sold-out, nearly sold-out and past shows, each with several schedules and images', async () => {
    const shows = await t.db.selectFrom('shows').selectAll().execute();
    const schedules = await t.db.selectFrom('schedules').selectAll().execute();
    const today = seoulToday();
    const schedulesOf = (id: number) => schedules.filter((s) => s.show_id === id);
    for (const show of shows) {
      expect(schedulesOf(show.id).length).toBeGreaterThanOrEqual(2);
      expect(show.poster_file).toBeTruthy();
      expect(show.qr_file).toBeTruthy();
    }
    expect(shows.some((s) => s.end_date < today)).toBe(true);
    expect(shows.some((s) => schedulesOf(s.id).every((x) => x.apply_people >= x.max_people))).toBe(true);
    expect(schedules.some((x) => x.apply_people < x.max_people && x.max_people - x.apply_people <= 3)).toBe(
      true,
    );
  });

  it('keeps every schedule consistent with its reservations', async () => {
    const rows = await t.db
      .selectFrom('schedules')
      .leftJoin('reservations', 'reservations.schedule_id', 'schedules.id')
      .select(['schedules.id', 'schedules.apply_people', 'schedules.max_people'])
      .select(sql<number>`coalesce(sum(reservations.ticket_count), 0)`.as('sold'))
      .groupBy(['schedules.id', 'schedules.apply_people', 'schedules.max_people'])
      .execute();
    for (const r of rows) {
      expect(Number(r.sold), `schedule ${r.id}`).toBe(r.apply_people);
      expect(r.apply_people).toBeLessThanOrEqual(r.max_people);
    }
  });

  it('has the fixed demo accounts', async () => {
    const users = await t.db.selectFrom('users').selectAll().execute();
    const by = (email: string) => users.find((u) => u.email === email);
    expect(by('admin@example.ac.kr')?.authority).toBe('ROLE_ADMIN');
    const clubs = await t.db.selectFrom('clubs').select('id').orderBy('id').execute();
    expect(by('manager@example.ac.kr')).toMatchObject({ authority: 'ROLE_CLUB', club_id: clubs[0]!.id });
    expect(by('manager2@example.ac.kr')).toMatchObject({ authority: 'ROLE_CLUB', club_id: clubs[1]!.id });
    const student = by('student@example.ac.kr')!;
    expect(student).toMatchObject({ authority: 'ROLE_USER', profile_complete: 1 });
    expect(student.student_id).toMatch(/^\d{8}$/);
    const reservations = await t.db
      .selectFrom('reservations')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute();
    expect(reservations).toHaveLength(2);
    expect(reservations.filter((r) => r.status === 'paid')).toHaveLength(1);
    // The unpaid one is still within its deadline, so the demo shows a countdown rather than an expiry.
    const unpaid = reservations.find((r) => r.status === 'unpaid')!;
    expect(new Date(unpaid.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(unpaid.deposit_name).toBe('20231234김모아');
  });

  it('serves the generated posters', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/club/list' });
    const poster = list.json().clubList[0].poster as string;
    expect(poster).toMatch(/^\/files\/.+\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: poster });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('immutable');
  });

  it('takes applications in the portal on one open post, and clears them with the rest when seeded again', async () => {
    const form = await t.db
      .selectFrom('recruitings')
      .select('id')
      .where('application_mode', '=', 'form')
      .execute();
    expect(form).toHaveLength(1);
    const applied = await t.db.selectFrom('applications').select('id').execute();
    expect(applied).toHaveLength(12);
    const { clearAllData, seedDemoData } = await import('../src/db/seed/seed.ts');
    await t.db.transaction().execute(async (trx) => {
      await clearAllData(trx);
      await seedDemoData(trx);
    });
    expect(await t.db.selectFrom('applications').select('id').execute()).toHaveLength(12);
  });

  it('does not seed again on the next start', async () => {
    const before = await t.db.selectFrom('clubs').select('id').execute();
    const { buildApp } = await import('../src/app.ts');
    const again = await buildApp(t.config, { database: { ...t.handle, close: async () => {} } });
    await again.close();
    const after = await t.db.selectFrom('clubs').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});

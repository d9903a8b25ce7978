import { VALIDATION } from '@moa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubNameKey } from '../src/lib/club-name.ts';
import { isUniqueViolation } from '../src/lib/db-errors.ts';
import { clubNameKey as clubNameKeyMigration } from '../src/db/migrations/025-club-name-key.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

describe.each(DB_KINDS)("the administrator's console (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  it('lets only ROLE_ADMIN in (the role matrix)', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/clubs' },
      { method: 'GET' as const, url: '/api/admin/managers' },
      { method: 'GET' as const, url: '/api/admin/audit' },
      {
        method: 'POST' as const,
        url: '/api/admin/managers',
        payload: { email: 'x@example.ac.kr', clubId: 1 },
      },
      { method: 'DELETE' as const, url: '/api/admin/managers/x%40example.ac.kr' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `anonymous ${call.url}`).toBe(401);
      for (const token of [student, manager]) {
        const res = await t.app.inject({ ...call, headers: bearer(token) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/clubs', headers: bearer(admin) })).statusCode,
    ).toBe(200);
    // The auth endpoints: me needs a session, logout and sign-in config are open.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).statusCode).toBe(200);
    // A manager call refuses students; a student call refuses managers.
    expect(
      (await t.app.inject({ method: 'GET', url: '/mypage/manager/profile', headers: bearer(student) }))
        .statusCode,
    ).toBe(403);
    const reserve = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(manager),
      payload: { scheduleId: 1, wishToPurchaseTickets: 1 },
    });
    expect(reserve.statusCode).toBe(403);
  });

  it('creates and edits a club with a poster, validating its fields', async () => {
    const bad = multipart([jsonPart({ clubName: '', category: 'cooking' })]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: { ...bearer(admin), ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('clubName');
    expect(refused.json().fieldErrors).toHaveProperty('category');

    const notImage = multipart([
      jsonPart({ clubName: '별빛 천문회', category: 'academic', content: '별을 봅니다' }),
      {
        name: 'poster',
        value: Buffer.from('<svg onload=alert(1)>'),
        filename: 'x.png',
        contentType: 'image/png',
      },
    ]);
    const refusedImage = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: { ...bearer(admin), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refusedImage.statusCode).toBe(415);
    expect(refusedImage.json().code).toBe('IMAGE_INVALID');

    const body = multipart([
      jsonPart({ clubName: '별빛 천문회', category: 'academic', content: '별을 봅니다' }),
      { name: 'poster', value: makePng(), filename: 'poster.png', contentType: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const detail = (await t.app.inject({ method: 'GET', url: `/club/detail/${id}` })).json();
    expect(detail).toMatchObject({ clubName: '별빛 천문회', category: 'academic', content: '별을 봅니다' });
    expect(detail.photo).toMatch(/^\/files\/.+\.webp$/);

    const edit = multipart([
      jsonPart({ clubName: '별빛 천문회 (새 이름)', category: 'academic', content: '' }),
    ]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${id}`,
      headers: { ...bearer(admin), ...edit.headers },
      payload: edit.payload,
    });
    expect(edited.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/club/detail/${id}` })).json();
    expect(after.clubName).toBe('별빛 천문회 (새 이름)');
    expect(after.photo).toBe(detail.photo);

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/clubs/999999',
      headers: { ...bearer(admin), ...edit.headers },
      payload: edit.payload,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('grants the manager role to an e-mail that has not signed in yet, and revokes it', async () => {
    const clubs = (
      await t.app.inject({ method: 'GET', url: '/api/admin/clubs', headers: bearer(admin) })
    ).json().clubs;
    const club = clubs[2];
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/managers',
      headers: bearer(admin),
      payload: { email: ' New.Manager@Example.ac.kr ', clubId: club.id },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      email: 'new.manager@example.ac.kr',
      clubId: club.id,
      signedIn: false,
    });

    const { token, first } = await signInAs(t.app, 'new.manager@example.ac.kr');
    expect(first).toBe(false);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ authority: 'ROLE_CLUB', clubId: club.id, clubName: club.clubName });

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/managers/${encodeURIComponent('new.manager@example.ac.kr')}`,
      headers: bearer(admin),
    });
    expect(revoked.statusCode).toBe(200);
    // The very next request sees the new role.
    const after = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect(after).toMatchObject({ authority: 'ROLE_USER', clubId: null });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/managers/${encodeURIComponent('new.manager@example.ac.kr')}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/admin/managers',
      headers: bearer(admin),
      payload: { email: 'not-an-email', clubId: club.id },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors.email).toBeDefined();
    const noClub = await t.app.inject({
      method: 'POST',
      url: '/api/admin/managers',
      headers: bearer(admin),
      payload: { email: 'a@example.ac.kr', clubId: 999999 },
    });
    expect(noClub.statusCode).toBe(400);
  });

  const saveClub = (clubName: string, method: 'POST' | 'PUT' = 'POST', id?: number) => {
    const body = multipart([jsonPart({ clubName, category: 'academic', content: '' })]);
    return t.app.inject({
      method,
      url: id ? `/api/admin/clubs/${id}` : '/api/admin/clubs',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };
  const clubNamesLike = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/clubs', headers: bearer(admin) }))
      .json()
      .clubs.map((c: { clubName: string }) => c.clubName.toLowerCase().replace(/\s+/g, ''))
      .filter((n: string) => n === key);

  it('refuses a second club of the same name, whatever its case and spaces, with a 409 and a field error', async () => {
    const first = await saveClub('Jazz Band 재즈');
    expect(first.statusCode, first.body).toBe(200);
    for (const name of ['Jazz Band 재즈', 'jazz band 재즈', ' JazzBand  재즈 ', 'jazz\tband재즈']) {
      const again = await saveClub(name);
      expect(again.statusCode, name).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CLUB_NAME_TAKEN',
        message: VALIDATION.clubNameTaken,
        fieldErrors: { clubName: VALIDATION.clubNameTaken },
      });
    }
    const other = await saveClub('Jazz Band 2');
    expect(other.statusCode).toBe(200);
    // Renaming onto another club's name is refused; keeping its own (in another case) is not.
    const rename = await saveClub('JAZZ BAND 재즈', 'PUT', other.json().id);
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('CLUB_NAME_TAKEN');
    expect((await saveClub('JAZZ BAND 재즈', 'PUT', first.json().id)).statusCode).toBe(200);
    expect(await clubNamesLike('jazzband재즈')).toHaveLength(1);
  });

  it('makes one club of two creates of one name sent at once, and answers the other 409', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `동시 생성 ${round}`;
      const answers = await Promise.all([saveClub(name), saveClub(` ${name.toUpperCase()} `)]);
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join(' ')).toEqual([
        200, 409,
      ]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('CLUB_NAME_TAKEN');
      expect(await clubNamesLike(`동시생성${round}`)).toHaveLength(1);
    }
  });

  it('has the database itself refuse a second club of one name, whoever writes it', async () => {
    const row = {
      name: 'Index 동아리',
      name_key: clubNameKey('Index 동아리'),
      category: 'academic',
      content: '',
      mandatory_semesters: null,
      insta_url: '',
      kakao_url: '',
      youtube_url: '',
      url: '',
      poster_file: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    await t.db.insertInto('clubs').values(row).execute();
    const again = { ...row, name: 'index동아리', name_key: clubNameKey('index동아리') };
    const error = await t.db
      .insertInto('clubs')
      .values(again)
      .execute()
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses a manager grant for an e-mail that could never sign in', async () => {
    const club = (
      await t.app.inject({ method: 'GET', url: '/api/admin/clubs', headers: bearer(admin) })
    ).json().clubs[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/managers',
      headers: bearer(admin),
      payload: { email: 'someone@gmail.com', clubId: club.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: VALIDATION.emailDomain(t.config.allowedEmailDomains) },
    });
    const grants = (await t.app.inject({ method: 'GET', url: '/api/admin/managers', headers: bearer(admin) }))
      .json()
      .managers.map((g: { email: string }) => g.email);
    expect(grants).not.toContain('someone@gmail.com');
  });

  it('records every grant, revoke and club write in the audit log, newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=20',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as {
      action: string;
      actorEmail: string;
      targetId: string;
      id: number;
    }[];
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['club.create', 'club.update', 'manager.grant', 'manager.revoke']),
    );
    expect(entries.every((e) => e.actorEmail === 'admin@example.ac.kr')).toBe(true);
    expect(entries[0]!.id).toBeGreaterThan(entries[entries.length - 1]!.id);
    expect(entries.find((e) => e.action === 'manager.grant')?.targetId).toBe('new.manager@example.ac.kr');
  });
});

describe.each(DB_KINDS)('migration 025, one club per name (%s)', (kind) => {
  it('keeps clubs named alike before the rule, each still editable under its name, and refuses a third', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      await sql`DROP INDEX clubs_name_key`.execute(t.db);
      await sql`ALTER TABLE clubs DROP COLUMN name_key`.execute(t.db);
      const ids: number[] = [];
      for (const name of ['소리울', '소 리울 ', 'SORIUL', '소리울']) {
        const { rows } = await sql<{ id: number }>`INSERT INTO clubs
          (name, category, content, insta_url, kakao_url, youtube_url, url, created_at, updated_at)
          VALUES (${name}, 'academic', '', '', '', '', '', '2026-01-01', '2026-01-01') RETURNING id`.execute(
          t.db,
        );
        ids.push(rows[0]!.id);
      }
      await clubNameKeyMigration(kind).up(t.db as never);
      const keys = await t.db.selectFrom('clubs').select(['id', 'name_key']).orderBy('id').execute();
      expect(keys.map((k) => k.name_key)).toEqual([
        '소리울',
        `소리울 ${ids[1]}`,
        'soriul',
        `소리울 ${ids[3]}`,
      ]);
      const admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
      const save = (clubName: string, id?: number) => {
        const body = multipart([jsonPart({ clubName, category: 'academic', content: '' })]);
        return t.app.inject({
          method: id ? 'PUT' : 'POST',
          url: id ? `/api/admin/clubs/${id}` : '/api/admin/clubs',
          headers: { ...bearer(admin), ...body.headers },
          payload: body.payload,
        });
      };
      expect((await save('소리울 ', ids[1])).statusCode).toBe(200);
      expect((await save('소리울')).statusCode).toBe(409);
      expect((await save('소리울 둘', ids[3])).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

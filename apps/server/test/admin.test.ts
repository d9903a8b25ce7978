import { VALIDATION } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuses a second club of the same name, whatever its case and spaces, with a field error', async () => {
    const create = (clubName: string, method: 'POST' | 'PUT' = 'POST', id?: number) => {
      const body = multipart([jsonPart({ clubName, category: 'academic', content: '' })]);
      return t.app.inject({
        method,
        url: id ? `/api/admin/clubs/${id}` : '/api/admin/clubs',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      });
    };
    const first = await create('Jazz Band 재즈');
    expect(first.statusCode, first.body).toBe(200);
    for (const name of ['Jazz Band 재즈', 'jazz band 재즈', ' JazzBand  재즈 ', 'jazz\tband재즈']) {
      const again = await create(name);
      expect(again.statusCode, name).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { clubName: VALIDATION.clubNameTaken },
      });
    }
    const other = await create('Jazz Band 2');
    expect(other.statusCode).toBe(200);
    // Renaming onto another club's name is refused; keeping its own (in another case) is not.
    expect((await create('JAZZ BAND 재즈', 'PUT', other.json().id)).statusCode).toBe(400);
    expect((await create('JAZZ BAND 재즈', 'PUT', first.json().id)).statusCode).toBe(200);
    const names = (await t.app.inject({ method: 'GET', url: '/api/admin/clubs', headers: bearer(admin) }))
      .json()
      .clubs.map((c: { clubName: string }) => c.clubName.toLowerCase().replace(/\s+/g, ''));
    expect(new Set(names).size).toBe(names.length);
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

import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO, freshEmail, sessionToken, signInViaApi } from './auth.ts';
import { expect, VIEWPORTS } from './fixtures.ts';
import { seoulDay } from './shows.ts';

export type Send = (
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** The calls of one account, as its screens would send them. */
export async function callsAs(request: APIRequestContext, email: string): Promise<Send & { token: string }> {
  const token = await sessionToken(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const send: Send = async (method, url, data) => {
    const res = await request[method](url, { headers, data });
    return { status: res.status(), body: await res.json() };
  };
  return Object.assign(send, { token });
}

/**
 * A club of the journey's own, made by the administrator, with a manager account (a fresh e-mail) and a term holding
 * today: no other journey meets its terms, members or officers.
 */
export async function ownClub(request: APIRequestContext, prefix: string) {
  const adminToken = await sessionToken(request, DEMO.admin);
  const clubName = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  const made = await request.post('/api/admin/clubs', {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ clubName, category: 'performance', content: '' })),
      },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const clubId = ((await made.json()) as { id: number }).id;
  const manager = freshEmail('club');
  const granted = await request.post('/api/admin/managers', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email: manager, clubId },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const send = await callsAs(request, manager);
  const term = await send('post', '/mypage/manager/club/terms', {
    name: '이번 학기',
    startsOn: seoulDay(-1),
    endsOn: seoulDay(120),
  });
  expect(term.status, JSON.stringify(term.body)).toBe(200);
  const { termId, name: termName } = term.body as { termId: number; name: string };
  return { clubId, clubName, manager, send, termId, termName };
}

/** A new student with a complete profile, signed in on a phone-sized page of its own. */
export async function newStudent(browser: Browser, name: string) {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  const email = freshEmail('student');
  const token = await signInViaApi(page, email);
  const studentId = String(20_000_000 + Math.floor(Math.random() * 9_999_999));
  const res = await page.request.put('/mypage/student/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, studentId, phoneNumber: '010-2468-1357', department: '경영학과' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { page, email, studentId, name, token };
}

/**
 * Test helpers at the network boundary: a stand-in for globalThis.fetch that answers from a handler and records
 * every request. No module of ours is mocked.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | null | undefined;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(handler: FetchHandler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const recorded: RecordedRequest = {
      url: new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
      signal: init.signal,
    };
    requests.push(recorded);
    return handler(recorded);
  });
  return requests;
}

/** A sample signed-in user as GET /api/auth/me answers. */
export function sampleUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    email: 'student@example.ac.kr',
    authority: 'ROLE_USER',
    name: 'Kim',
    studentId: '20260001',
    phoneNumber: '010-1234-5678',
    profileComplete: true,
    clubId: null,
    clubName: null,
    ...overrides,
  };
}

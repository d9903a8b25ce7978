/** What the manager area's tests share: a stored manager token, clean-up after each test, and a stubbed server. */
import { SESSION_STORAGE_KEY, type ManagerScheduleCard } from '@moa/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToken, closeSessionExpired } from '../lib/session';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from './fetch';

/**
 * Registers the tests' setup: a stored token before each test (after `before`, if given), and unstubbed globals, a
 * cleared session and storage after it. Waits are test/setup.ts's.
 */
export function setUpManagerTests(token = 'manager-token', before?: () => void) {
  beforeEach(() => {
    before?.();
    sessionStorage.setItem(SESSION_STORAGE_KEY, token);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    closeSessionExpired();
    sessionStorage.clear();
  });
}

export const managerProfile = {
  clubName: '소리울',
  name: '박지훈',
  phoneNumber: '010-2843-1957',
  email: 'manager@example.ac.kr',
  clubPoster: '',
};

export type Route = (request: RecordedRequest) => Response | undefined;

/** A server for club 5's manager: `route` answers first, then who is signed in and the profile, else 404. */
export function serveManager(route: Route = () => undefined): RecordedRequest[] {
  return stubFetch((request) => {
    const answer = route(request);
    if (answer) return answer;
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 5, clubName: '소리울' }));
      case '/mypage/manager/profile':
        return jsonResponse(managerProfile);
      default:
        return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
    }
  });
}

/** A schedule card of GET /mypage/manager/holder/list: 소리울 정기공연 〈울림〉 of show 3 at 19:00, 44 of 80 seats. */
export function scheduleCard(
  scheduleId: number,
  order: number,
  fields: Partial<ManagerScheduleCard> = {},
): ManagerScheduleCard {
  return {
    id: scheduleId,
    scheduleId,
    showId: 3,
    poster: '',
    title: '소리울 정기공연 〈울림〉',
    order,
    date: '2026-05-12',
    time: '19:00',
    applyPeople: 44,
    maxPeople: 80,
    salesOpenAt: null,
    cancelRequests: 0,
    waitlistLength: 0,
    ...fields,
  };
}

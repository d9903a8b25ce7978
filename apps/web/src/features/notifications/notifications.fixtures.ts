/** A signed-in user's notifications as the server answers them, for the notification tests. */
import type { EmailPreferences, Notification, NotificationPage } from '@moa/contract';
import { NOTIFICATION_KINDS } from '@moa/contract';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../test/fetch';

export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'clubNews',
    title: `소리울의 새 공연 ${id}`,
    body: `정기공연 〈울림〉 ${id}`,
    link: `/show/${id}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function page(items: Notification[], nextBefore: number | null = null): NotificationPage {
  return { unread: items.filter((n) => n.readAt === null).length, items, nextBefore };
}

export function preferences(overrides: Partial<EmailPreferences> = {}): EmailPreferences {
  return {
    enabled: true,
    email: 'student@example.ac.kr',
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as EmailPreferences['kinds'],
    ...overrides,
  };
}

export interface NotificationBackend {
  /** GET /mypage/notifications (with ?before= for later pages). */
  list?: (request: RecordedRequest) => Response;
  /** PUT /mypage/notifications/read */
  read?: (request: RecordedRequest) => Response;
  /** GET and PUT /mypage/notifications/email */
  email?: (request: RecordedRequest) => Response;
  user?: Record<string, unknown>;
}

/** The server for a signed-in user: the notification calls as given; anything else is 404. */
export function serveNotifications(backend: NotificationBackend = {}) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser(backend.user));
    if (pathname === '/mypage/notifications') return backend.list?.(request) ?? jsonResponse(page([]));
    if (pathname === '/mypage/notifications/read' && backend.read) return backend.read(request);
    if (pathname === '/mypage/notifications/email' && backend.email) return backend.email(request);
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

export const bodyOf = (request: RecordedRequest): unknown => JSON.parse(String(request.body));

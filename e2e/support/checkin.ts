import type { Page } from '@playwright/test';
import type { CheckinSession } from '@moa/contract';

/** What the server has for a session's door (GET /mypage/manager/checkin/{scheduleId}), read as `token`'s holder. */
export async function checkinSession(page: Page, token: string, scheduleId: number): Promise<CheckinSession> {
  const res = await page.request.get(`/mypage/manager/checkin/${scheduleId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as CheckinSession;
}

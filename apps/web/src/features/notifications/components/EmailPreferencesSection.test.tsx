import { EMAIL_SECTION_ID, NOTIFICATION_KIND_LABELS } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signedInStudentEachTest } from '../../../test/session';
import { bodyOf, preferences, serveNotifications } from '../notifications.fixtures';

const t = ko.notifications.mail;

signedInStudentEachTest();

async function mailSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: t.title });
  return heading.closest('section')!;
}

describe('알림 메일', { timeout: 30_000 }, () => {
  it('a student sees the address and a switch per student kind, all on until chosen; no managers’ kinds', async () => {
    serveNotifications({ email: () => jsonResponse(preferences()) });
    renderApp('/notifications');
    const section = await mailSection();
    expect(await within(section).findByText('student@example.ac.kr')).toBeInTheDocument();
    const switches = within(section).getAllByRole('switch');
    expect(switches).toHaveLength(13);
    for (const s of switches) expect(s).toBeChecked();
    expect(within(section).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.payReminder })).toBeChecked();
    expect(within(section).queryByRole('group', { name: t.manager })).not.toBeInTheDocument();
    expect(within(section).queryByText(t.off)).not.toBeInTheDocument();
    expect(screen.getByText(ko.notifications.lead.ROLE_USER)).toBeInTheDocument();
  });

  it('a manager has club news and the managers’ kinds, not the students’; a server without mail says so', async () => {
    serveNotifications({
      user: { authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' },
      email: () => jsonResponse(preferences({ enabled: false })),
    });
    renderApp('/notifications');
    const section = await mailSection();
    const managers = await within(section).findByRole('group', { name: t.manager });
    expect(within(managers).getAllByRole('switch')).toHaveLength(3);
    expect(
      within(managers).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.newApplication }),
    ).toBeChecked();
    expect(
      within(managers).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.cancelRequest }),
    ).toBeChecked();
    // a club account neither reserves nor applies: of the rest only the news of clubs it follows
    const news = within(section).getByRole('group', { name: t.news });
    expect(within(news).getAllByRole('switch')).toHaveLength(1);
    expect(within(news).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.clubNews })).toBeChecked();
    expect(within(section).queryByRole('group', { name: t.student })).not.toBeInTheDocument();
    expect(within(section).queryByRole('switch', { name: NOTIFICATION_KIND_LABELS.application })).toBeNull();
    expect(within(section).getByText(t.off)).toBeInTheDocument();
    // the page says what a club's account is sent, not what a student is
    expect(screen.getByText(ko.notifications.lead.ROLE_CLUB)).toBeInTheDocument();
    expect(screen.queryByText(ko.notifications.lead.ROLE_USER)).not.toBeInTheDocument();
  });

  it('the administrator has club news only', async () => {
    serveNotifications({
      user: { authority: 'ROLE_ADMIN' },
      email: () => jsonResponse(preferences()),
    });
    renderApp('/notifications');
    const section = await mailSection();
    const news = await within(section).findByRole('group', { name: t.news });
    expect(within(section).getAllByRole('switch')).toEqual([
      within(news).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.clubNews }),
    ]);
    expect(screen.getByText(ko.notifications.lead.ROLE_ADMIN)).toBeInTheDocument();
  });

  it('a switch is saved at once with PUT, one kind; a refused save puts it back and says why', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const requests = serveNotifications({
      email: (request) => {
        if (request.method === 'GET') return jsonResponse(preferences());
        if (refuse) return jsonResponse({ status: 500, code: 'INTERNAL', message: 'x' }, 500);
        const { kinds } = bodyOf(request) as { kinds: Record<string, boolean> };
        return jsonResponse(preferences({ kinds: { ...preferences().kinds, ...kinds } }));
      },
    });
    renderApp('/mypage');
    const section = await mailSection();
    const reminder = await within(section).findByRole('switch', {
      name: NOTIFICATION_KIND_LABELS.payReminder,
    });
    await user.click(reminder);
    expect(reminder).not.toBeChecked();
    expect(await within(section).findByText(t.saved)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/mypage/notifications/email');
    expect(bodyOf(put)).toEqual({ kinds: { payReminder: false } });

    refuse = true;
    const news = within(section).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.clubNews });
    await user.click(news);
    expect(await within(section).findByText(new RegExp(t.saveFailed))).toBeInTheDocument();
    await waitFor(() => expect(news).toBeChecked());
    expect(reminder).not.toBeChecked();
  });

  it('opened from an e-mail’s settings link (/notifications#notification-mail), it is scrolled into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      serveNotifications({ email: () => jsonResponse(preferences()) });
      renderApp(`/notifications#${EMAIL_SECTION_ID}`);
      const section = await mailSection();
      expect(section.id).toBe(EMAIL_SECTION_ID);
      await waitFor(() => expect(scrolled).toContain(section));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('a failed load offers a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveNotifications({
      email: () =>
        fail
          ? jsonResponse({ status: 500, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse(preferences()),
    });
    renderApp('/notifications');
    const section = await mailSection();
    expect(await within(section).findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: ko.common.retry }));
    expect(await within(section).findAllByRole('switch')).toHaveLength(13);
  });
});

describe('/notifications', { timeout: 30_000 }, () => {
  it('has its heading, 모두 읽음 and the list', async () => {
    serveNotifications({ email: () => jsonResponse(preferences()) });
    renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: ko.notifications.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.notifications.markAllRead })).toBeDisabled();
    expect(await screen.findByText(ko.notifications.empty)).toBeInTheDocument();
  });
});

import { RECRUITING_MESSAGES } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { setUpManagerTests } from '../../../test/manager';
import { RECRUITING_EDIT } from './edit-fixture';

const t = formsKo.recruiting;
const range = (edge: string) => `${t.period} ${edge}`;

setUpManagerTests('club-token');

const manager = sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' });

type Extra = (request: RecordedRequest) => Response | null | Promise<Response | null>;

function stubServer(extra: Extra = () => null) {
  return stubFetch(async (request) => {
    if (request.url.pathname === '/api/auth/me') return jsonResponse(manager);
    return (await extra(request)) ?? jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404);
  });
}

async function openCreate() {
  const user = userEvent.setup();
  const utils = renderApp('/recruiting/create');
  await screen.findByRole('heading', { name: ko.pages.recruitingCreate, level: 1 });
  await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
  return { user, ...utils };
}

/** The required controls in page order, by their label. */
const REQUIRED_LABELS = [
  t.name,
  t.category,
  range(formsKo.dateFrom),
  range(formsKo.dateTo),
  t.semesters,
  t.meetingTime,
  t.content,
  t.eligibility,
  t.notice,
  t.manager,
  t.managerPhone,
  t.applicationUrl,
  t.intro,
];

describe('recruiting form', { timeout: 30_000 }, () => {
  it('highlights every empty required field, focuses the first, and clears a highlight once edited', async () => {
    const requests = stubServer();
    const { user } = await openCreate();

    await user.click(screen.getByRole('button', { name: t.submitCreate }));

    for (const label of REQUIRED_LABELS) {
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    const title = screen.getByLabelText(t.name);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(RECRUITING_MESSAGES.nameRequired);
    expect(screen.getByText(RECRUITING_MESSAGES.contentRequired)).toBeInTheDocument();
    // optional fields are never highlighted
    expect(screen.getByLabelText(/인스타그램/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(t.errors.invalidCount(REQUIRED_LABELS.length))).toBeInTheDocument();
    // no confirm dialog, no call
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.startsWith('/manager/'))).toHaveLength(0);

    // editing a field clears its highlight at once; the others stay
    await user.type(title, '소');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(RECRUITING_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText(t.category)).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText(t.category), 'regular');
    expect(screen.getByLabelText(t.category)).not.toHaveAttribute('aria-invalid');

    // spaces only still count as empty; the next submit focuses the first remaining problem (the start date)
    await user.type(screen.getByLabelText(t.meetingTime), '   ');
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    await waitFor(() => expect(screen.getByLabelText(range(formsKo.dateFrom))).toHaveFocus());
    expect(screen.getByLabelText(t.meetingTime)).toHaveAttribute('aria-invalid', 'true');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('confirms, shows the 600 ms "등록 중…" step, then opens the new post', async () => {
    let created: RecordedRequest | null = null;
    stubServer((request) => {
      if (request.method === 'POST' && request.url.pathname === '/manager/recruiting/create') {
        created = request;
        return jsonResponse({ id: 9 });
      }
      return null;
    });
    const { user, router } = await openCreate();

    await user.type(screen.getByLabelText(t.name), '  소리울 신입 부원 모집  ');
    await user.selectOptions(screen.getByLabelText(t.category), 'rolling');
    await user.type(screen.getByLabelText(range(formsKo.dateFrom)), '2026-03-02');
    await user.type(screen.getByLabelText(range(formsKo.dateTo)), '2026-03-15');
    await user.selectOptions(screen.getByLabelText(t.semesters), '2학기');
    await user.type(screen.getByLabelText(t.meetingTime), '매주 화 18:30');
    await user.type(screen.getByLabelText(t.content), '합주');
    await user.type(screen.getByLabelText(t.eligibility), '재학생');
    await user.type(screen.getByLabelText(t.notice), '개별 연락');
    await user.type(screen.getByLabelText(t.manager), '김모아');
    await user.type(screen.getByLabelText(t.managerPhone), '010-1234-5678');
    await user.type(screen.getByLabelText(t.applicationUrl), 'https://forms.example.ac.kr/a');
    await user.type(screen.getByLabelText(t.intro), '밴드 동아리입니다.');

    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmCreateTitle });
    const started = Date.now();
    await user.click(within(dialog).getByRole('button', { name: t.confirmCreate }));

    expect(await screen.findByRole('button', { name: t.registering })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiting/9'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);

    const body = created!.body as FormData;
    const request = JSON.parse(await (body.get('request') as Blob).text()) as Record<string, unknown>;
    expect(request).toMatchObject({
      name: '소리울 신입 부원 모집',
      category: 'rolling',
      mandatorySemesters: '2학기',
      applicationUrl: 'https://forms.example.ac.kr/a',
      inUrl: '',
    });
    expect(request).not.toHaveProperty('noUrl');
    expect(body.has('poster')).toBe(false);
  });

  it('edit: a 403 load says the post may not be edited', async () => {
    stubServer((request) =>
      request.url.pathname === '/manager/recruiting/update/5'
        ? jsonResponse({ status: 403, code: 'FORBIDDEN', message: '권한' }, 403)
        : null,
    );
    renderApp('/edit/recruiting/5');
    expect(await screen.findByText(t.forbidden)).toBeInTheDocument();
  });

  it('edit: saves after the confirm, stays on the page and reloads the post', async () => {
    const post = RECRUITING_EDIT;
    let current = post;
    let saved: Record<string, unknown> | null = null;
    stubServer(async (request) => {
      if (request.url.pathname !== '/manager/recruiting/update/5') return null;
      if (request.method === 'PUT') {
        const body = request.body as FormData;
        saved = JSON.parse(await (body.get('request') as Blob).text()) as Record<string, unknown>;
        current = { ...post, ...saved };
        return jsonResponse({ id: 5 });
      }
      return jsonResponse(current);
    });

    const user = userEvent.setup();
    const { router } = renderApp('/edit/recruiting/5');
    await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
    const semesters = await screen.findByLabelText(t.semesters);
    expect(semesters).toHaveValue('2학기');
    await user.clear(semesters);
    await user.type(semesters, '없음');
    await user.type(screen.getByLabelText(/노션/), 'https://www.notion.so/soriul');

    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmEditTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmEdit }));

    expect(await screen.findByText(t.updated)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit/recruiting/5');
    expect(saved).toMatchObject({ mandatorySemesters: '없음', noUrl: 'https://www.notion.so/soriul' });
    expect(screen.getByLabelText(t.semesters)).toHaveValue('없음');
  });
});

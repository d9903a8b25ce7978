import { ENTERTAIN_MESSAGES, SESSION_STORAGE_KEY, VALIDATION } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const t = formsKo.entertain;

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

function stubServer(user: object, extra: (request: RecordedRequest) => Response | null = () => null) {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/auth/me') return jsonResponse(user);
    return extra(request) ?? jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404);
  });
}

async function submitAndReadAlert(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: t.submitCreate }));
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  return text;
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' });

describe('event form', { timeout: 30_000 }, () => {
  it('checks in the spec order: title, poster, place, start date, end date; then saves and opens the event', async () => {
    let created: RecordedRequest | null = null;
    stubServer(sampleUser({ authority: 'ROLE_CLUB', clubId: 1 }), (request) => {
      if (request.method !== 'POST' || request.url.pathname !== '/manager/entertain/create') return null;
      created = request;
      return jsonResponse({ id: 31 });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/entertain/create');
    await screen.findByRole('heading', { name: ko.pages.entertainCreate, level: 1 });
    await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
    const E = ENTERTAIN_MESSAGES;

    expect(await submitAndReadAlert(user)).toContain(E.nameRequired);
    await user.type(screen.getByLabelText(t.name), '플리마켓');
    expect(await submitAndReadAlert(user)).toContain(E.posterRequired);
    await user.upload(screen.getByLabelText(t.poster), png);
    expect(await submitAndReadAlert(user)).toContain(E.locationRequired);
    await user.type(screen.getByLabelText(t.location), '중앙광장');
    expect(await submitAndReadAlert(user)).toContain(E.startDateRequired);
    await user.type(screen.getByLabelText(`${t.period} ${formsKo.dateFrom}`), '2026-05-01');
    expect(await submitAndReadAlert(user)).toContain(E.endDateRequired);
    await user.type(screen.getByLabelText(`${t.period} ${formsKo.dateTo}`), '2026-05-01');
    // other info: the hint says 500, the cap is 300 (the spec's quirk)
    expect(screen.getByText(t.etcInfoHint)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^기타 정보/));
    await user.paste('가'.repeat(301));
    expect(await submitAndReadAlert(user)).toContain(VALIDATION.charLimit(t.etcInfo, 300));
    expect(VALIDATION.charLimit(t.etcInfo, 300)).toBe('기타 정보는 300자를 초과할 수 없습니다');
    await user.clear(screen.getByLabelText(/^기타 정보/));
    expect(await submitAndReadAlert(user)).toContain(E.categoryRequired);
    // the create select has no performance option
    expect(within(screen.getByLabelText(t.category)).queryByRole('option', { name: '공연' })).toBeNull();
    await user.selectOptions(screen.getByLabelText(t.category), 'food');

    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entertain/31'));
    const body = created!.body as FormData;
    const request = JSON.parse(await (body.get('request') as Blob).text()) as Record<string, unknown>;
    expect(request).toMatchObject({ name: '플리마켓', category: 'food', startDate: '2026-05-01' });
    expect(request).not.toHaveProperty('noUrl');
    expect(body.get('poster')).toBeInstanceOf(File);
  });

  it('edit: a 403 load says there is no permission, with the way home and no retry', async () => {
    stubServer(sampleUser({ authority: 'ROLE_CLUB', clubId: 2 }), (request) =>
      request.url.pathname === '/manager/entertain/update/8'
        ? jsonResponse({ status: 403, code: 'FORBIDDEN', message: '다른 동아리의 행사입니다.' }, 403)
        : null,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/edit/entertain/8');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadForbidden);
    expect(within(alert).queryByRole('button', { name: ko.common.retry })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: ko.apiErrors.goHome }));
    // '/' itself redirects to /main
    await waitFor(() => expect(['/', '/main']).toContain(router.state.location.pathname));
  });

  it('edit: an unknown event says it is not found, with a way back and no retry', async () => {
    stubServer(sampleUser({ authority: 'ROLE_CLUB', clubId: 2 }));
    renderApp('/edit/entertain/999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadNotFound);
    expect(within(alert).queryByRole('button', { name: ko.common.retry })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: formsKo.backToList })).toHaveAttribute(
      'href',
      '/manager/entertain',
    );
  });
});

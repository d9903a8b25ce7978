import { SESSION_STORAGE_KEY } from '@moa/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const t = ko.managerArea.profile;

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'manager-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  closeSessionExpired();
  sessionStorage.clear();
});

function serve(route: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return stubFetch((request) => {
    const answer = route(request);
    if (answer) return answer;
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 5, clubName: '소리울' }));
      case '/mypage/manager/profile':
        return jsonResponse({
          clubName: '소리울',
          name: '박지훈',
          phoneNumber: '010-2843-1957',
          email: 'manager@example.ac.kr',
          clubPoster: '',
        });
      default:
        return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
    }
  });
}

describe('manager profile form', { timeout: 30_000 }, () => {
  it('focuses the first invalid field', async () => {
    const requests = serve();
    renderApp('/manager/mypage/update');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(t.name);
    const phone = screen.getByLabelText(t.phone);
    await user.clear(name);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: ko.common.save }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, '박지훈');
    await user.click(screen.getByRole('button', { name: ko.common.save }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('focuses the first field the server refused, in reading order', async () => {
    serve((request) =>
      request.method === 'PUT'
        ? jsonResponse(
            {
              status: 400,
              code: 'VALIDATION_FAILED',
              message: '전화번호 형식은 010-1234-5678입니다.',
              fieldErrors: {
                name: '이름이 너무 깁니다.',
                phoneNumber: '전화번호 형식은 010-1234-5678입니다.',
              },
            },
            400,
          )
        : undefined,
    );
    renderApp('/manager/mypage/update');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(t.name);
    await user.click(screen.getByRole('button', { name: ko.common.save }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(t.phone)).toHaveAttribute('aria-invalid', 'true');
  });

  it('the phone keeps the caret where the manager edits; Backspace after a hyphen deletes the digit before it', async () => {
    serve();
    renderApp('/manager/mypage/update');
    const user = userEvent.setup();
    const phone = (await screen.findByLabelText(t.phone)) as HTMLInputElement;
    await user.click(phone);
    // Backspace right after the first hyphen of 010-2843-1957
    phone.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(phone).toHaveValue('012-8431-957');
    expect(phone.selectionStart).toBe(2);

    // a digit typed in the middle: the caret stays right after it
    await user.keyboard('0');
    expect(phone).toHaveValue('010-2843-1957');
    expect(phone.selectionStart).toBe(3);
  });
});

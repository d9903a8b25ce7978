import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { expectPhoneCaretKept } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

const t = manageKo.managerArea.profile;

setUpManagerTests();

const serve = serveManager;

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
    expect(phone).toHaveValue('010-2843-1957');
    await expectPhoneCaretKept(user, phone, '012-8431-957');
  });
});

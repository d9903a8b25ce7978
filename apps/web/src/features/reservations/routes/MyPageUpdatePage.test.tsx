import { VALIDATION } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { expectPhoneCaretKept } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { signedInStudentEachTest } from '../../../test/session';

const PROFILE = {
  name: '김모아',
  studentId: null,
  phoneNumber: '010-1234-5678',
  email: 'student@example.ac.kr',
  department: null,
  schoolYear: null,
};

function serve(save?: (request: RecordedRequest) => Response) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
    if (pathname === '/mypage/student/profile' && request.method === 'PUT' && save) return save(request);
    if (pathname === '/mypage/student/profile') return jsonResponse(PROFILE);
    if (pathname === '/mypage/student/reservation') return jsonResponse([]);
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

signedInStudentEachTest();

async function openForm() {
  const utils = renderApp('/mypage/update');
  // the first render loads the lazy page chunk: generous under a loaded test run
  await screen.findByRole('heading', { level: 1, name: ko.pages.myPageUpdate }, { timeout: 5000 });
  const name = await screen.findByLabelText(/^이름/, {}, { timeout: 3000 });
  return {
    ...utils,
    user: userEvent.setup(),
    name,
    studentId: screen.getByLabelText(/^학번/),
    phone: screen.getByLabelText(/^전화번호/),
    save: screen.getByRole('button', { name: studentKo.myPageUpdate.save }),
  };
}

describe('/mypage/update', () => {
  it('the phone keeps the caret where the user edits; Backspace after a hyphen deletes the digit before it', async () => {
    serve();
    const { user, phone } = await openForm();
    expect(phone).toHaveValue('010-1234-5678');
    await expectPhoneCaretKept(user, phone as HTMLInputElement, '011-2345-678');
  });

  it('is prefilled (a missing student id is empty) and validates as /add-info does', async () => {
    const requests = serve();
    const { user, name, studentId, phone, save } = await openForm();
    expect(name).toHaveValue('김모아');
    expect(studentId).toHaveValue('');
    expect(phone).toHaveValue('010-1234-5678');

    await user.click(save);
    expect(screen.getByText(VALIDATION.studentIdRequired)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.allRequired);
    // the first invalid field takes the focus
    await waitFor(() => expect(studentId).toHaveFocus());

    // digits only while typing, and a blur hint for fewer than 8
    await user.type(studentId, '2026ab12');
    expect(studentId).toHaveValue('202612');
    await user.click(phone);
    expect(screen.getByText(VALIDATION.studentIdHint)).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '01098765432');
    expect(phone).toHaveValue('010-9876-5432');
    await user.clear(name);
    await user.type(name, '  ');
    await user.click(save);
    expect(screen.getByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.studentIdLength)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('asks to confirm, saves, and returns to /mypage saying the profile was updated', async () => {
    const requests = serve((request) => {
      const body = JSON.parse(String(request.body)) as Record<string, string>;
      return jsonResponse({ ...body, email: PROFILE.email, department: null, schoolYear: null });
    });
    const { user, router, name, studentId, save } = await openForm();
    await user.clear(name);
    await user.type(name, ' 김모아 ');
    await user.type(studentId, '20261234');
    await user.click(save);

    const confirm = screen.getByRole('alertdialog', { name: studentKo.myPageUpdate.confirmTitle });
    expect(confirm).toHaveTextContent('20261234');
    await user.click(within(confirm).getByRole('button', { name: studentKo.myPageUpdate.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({
      name: '김모아',
      studentId: '20261234',
      phoneNumber: '010-1234-5678',
      department: '',
      schoolYear: '',
    });
    expect(await screen.findByText(studentKo.myPage.updated)).toBeInTheDocument();
    // the signed-in user is fetched again
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/auth/me').length).toBeGreaterThan(1),
    );
  });

  it('shows the server field errors', async () => {
    serve(() =>
      jsonResponse(
        {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'bad',
          fieldErrors: { phoneNumber: '서버: 전화번호 형식' },
        },
        400,
      ),
    );
    const { user, studentId, save } = await openForm();
    await user.type(studentId, '20261234');
    await user.click(save);
    await user.click(screen.getByRole('button', { name: studentKo.myPageUpdate.confirm }));
    expect(await screen.findByText('서버: 전화번호 형식')).toBeInTheDocument();
  });

  it('취소 asks before leaving, and unsaved changes block navigation', async () => {
    serve();
    const { user, router, name } = await openForm();
    await user.type(name, '님');

    await user.click(screen.getByRole('button', { name: studentKo.myPageUpdate.cancel }));
    const ask = screen.getByRole('alertdialog', { name: studentKo.myPageUpdate.leaveTitle });
    expect(ask).toHaveTextContent(studentKo.myPageUpdate.leaveBodyDirty);
    await user.click(within(ask).getByRole('button', { name: studentKo.myPageUpdate.stay }));
    expect(router.state.location.pathname).toBe('/mypage/update');

    // another way out meets the shell's leave guard
    await user.click(screen.getAllByRole('link', { name: ko.header.logoLabel })[0]!);
    const guard = await screen.findByRole('alertdialog', { name: ko.navigationBlock.title });
    await user.click(within(guard).getByRole('button', { name: ko.navigationBlock.stay }));
    expect(router.state.location.pathname).toBe('/mypage/update');

    // and the page unload is warned about
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: studentKo.myPageUpdate.cancel }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: studentKo.myPageUpdate.leaveTitle })).getByRole(
        'button',
        {
          name: studentKo.myPageUpdate.leave,
        },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
  });
});

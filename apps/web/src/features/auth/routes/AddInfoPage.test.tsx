import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, VALIDATION } from '@moa/contract';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type FetchHandler } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const newStudent = sampleUser({
  email: 'new@example.ac.kr',
  name: null,
  studentId: null,
  phoneNumber: null,
  profileComplete: false,
});

function signedIn(extra: FetchHandler = () => jsonResponse({}, 404)) {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
  return stubFetch((request) =>
    request.url.pathname === '/api/auth/me' ? jsonResponse(newStudent) : extra(request),
  );
}

async function openPage() {
  const user = userEvent.setup();
  const utils = renderApp('/add-info');
  await screen.findByRole('heading', { level: 1, name: ko.pages.addInfo });
  const fields = {
    name: screen.getByLabelText(new RegExp(studentKo.addInfo.name)),
    studentId: screen.getByLabelText(new RegExp(studentKo.addInfo.studentId)),
    phone: screen.getByLabelText(new RegExp(studentKo.addInfo.phone)),
  };
  const submit = screen.getByRole('button', { name: studentKo.addInfo.submit });
  return { user, fields, submit, ...utils };
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

describe('/add-info', () => {
  it('the phone keeps the caret where the user edits; Backspace after a hyphen deletes the digit before it', async () => {
    signedIn();
    const { user, fields } = await openPage();
    const phone = fields.phone as HTMLInputElement;
    await user.type(phone, '01012345678');
    expect(phone).toHaveValue('010-1234-5678');

    // Backspace right after the second hyphen
    phone.setSelectionRange(9, 9);
    await user.keyboard('{Backspace}');
    expect(phone).toHaveValue('010-1235-678');
    expect(phone.selectionStart).toBe(7);

    // a digit typed in the middle: the caret stays right after it
    phone.setSelectionRange(4, 4);
    await user.keyboard('9');
    expect(phone).toHaveValue('010-9123-5678');
    expect(phone.selectionStart).toBe(5);
  });

  it('signed out: goes to /login', async () => {
    stubFetch(() => jsonResponse({}, 404));
    const { router } = renderApp('/add-info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the signed-in e-mail and the personal data consent note', async () => {
    signedIn();
    await openPage();
    expect(screen.getByText(studentKo.addInfo.signedInAs('new@example.ac.kr'))).toBeInTheDocument();
    const consent = screen.getByRole('region', { name: studentKo.addInfo.consentTitle });
    for (const item of studentKo.addInfo.consentItems) {
      expect(within(consent).getByText(item.term)).toBeInTheDocument();
      expect(within(consent).getByText(item.detail)).toBeInTheDocument();
    }
  });

  it('submitting empty asks for all information and for each field', async () => {
    const requests = signedIn();
    const { user, fields, submit } = await openPage();
    await user.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.allRequired);
    expect(screen.getByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.studentIdRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.phoneRequired)).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveFocus();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('the student id keeps digits only (8 at most): a hint on blur, the length rule on confirm', async () => {
    signedIn();
    const { user, fields, submit } = await openPage();

    await user.type(fields.studentId, '20a26-1b2');
    expect(fields.studentId).toHaveValue('202612');
    await user.type(fields.studentId, '3456789');
    expect(fields.studentId).toHaveValue('20261234');
    await user.clear(fields.studentId);
    await user.type(fields.studentId, '2026');
    await user.tab();
    expect(screen.getByText(VALIDATION.studentIdHint)).toBeInTheDocument();

    await user.type(fields.name, '김모아');
    await user.type(fields.phone, '01012345678');
    await user.click(submit);
    expect(screen.getByText(VALIDATION.studentIdLength)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.allRequired)).not.toBeInTheDocument();

    // fixing the field takes the message away
    await user.type(fields.studentId, '1234');
    expect(screen.queryByText(VALIDATION.studentIdLength)).not.toBeInTheDocument();
  });

  it('the phone is formatted 3-4-4 while typing, at most 13 characters, and checked on blur', async () => {
    signedIn();
    const { user, fields } = await openPage();

    await user.type(fields.phone, '01012345678999');
    expect(fields.phone).toHaveValue('010-1234-5678');
    expect((fields.phone as HTMLInputElement).value).toHaveLength(13);

    await user.clear(fields.phone);
    await user.type(fields.phone, '010-12 34');
    expect(fields.phone).toHaveValue('010-1234');
    await user.tab();
    expect(screen.getByText(VALIDATION.phoneFormat)).toBeInTheDocument();
  });

  it('a blank name (spaces only) is asked for', async () => {
    signedIn();
    const { user, fields, submit } = await openPage();
    await user.type(fields.name, '   ');
    await user.type(fields.studentId, '20261234');
    await user.type(fields.phone, '01012345678');
    await user.click(submit);
    expect(screen.getByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.allRequired)).toBeInTheDocument();
  });

  it('saves the trimmed values, says so and goes to /main', async () => {
    const requests = signedIn(({ method, url }) =>
      method === 'PUT' && url.pathname === '/mypage/student/profile'
        ? jsonResponse({
            name: '김모아',
            studentId: '20261234',
            phoneNumber: '010-1234-5678',
            email: 'new@example.ac.kr',
            department: null,
            schoolYear: null,
          })
        : jsonResponse({}, 404),
    );
    const { user, fields, submit, router } = await openPage();
    await user.type(fields.name, '  김모아 ');
    await user.type(fields.studentId, '20261234');
    await user.type(fields.phone, '01012345678');
    // 학과 and 학년 are optional (marked 선택); 학과 is sent trimmed, 학년 keeps its digit only
    await user.type(screen.getByLabelText(/^학과/), ' 국어국문학과 ');
    await user.type(screen.getByLabelText(/^학년/), '2학년');
    await user.click(submit);

    const done = await screen.findByRole('alertdialog', { name: studentKo.addInfo.doneTitle });
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({
      name: '김모아',
      studentId: '20261234',
      phoneNumber: '010-1234-5678',
      department: '국어국문학과',
      schoolYear: '2',
    });
    // the user is fetched again after the save
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/auth/me').length).toBeGreaterThanOrEqual(2),
    );
    await user.click(within(done).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    // no leave dialog on the way out
    expect(screen.queryByRole('alertdialog', { name: ko.navigationBlock.title })).not.toBeInTheDocument();
  });

  it("shows the server's field errors on the fields", async () => {
    signedIn(({ method }) =>
      method === 'PUT'
        ? jsonResponse(
            {
              status: 400,
              code: 'VALIDATION_FAILED',
              message: '입력값을 확인해주세요.',
              fieldErrors: { studentId: '이미 등록된 학번입니다.' },
            },
            400,
          )
        : jsonResponse({}, 404),
    );
    const { user, fields, submit } = await openPage();
    await user.type(fields.name, '김모아');
    await user.type(fields.studentId, '20261234');
    await user.type(fields.phone, '01012345678');
    await user.click(submit);
    expect(await screen.findByText('이미 등록된 학번입니다.')).toBeInTheDocument();
    expect(fields.studentId).toHaveAttribute('aria-invalid', 'true');
  });

  it('with a field filled, leaving through a link asks first', async () => {
    signedIn();
    const { user, fields, router } = await openPage();
    await user.type(fields.name, '김');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: ko.header.tabs.clubs }));
    const dialog = await screen.findByRole('alertdialog', { name: ko.navigationBlock.title });
    expect(router.state.location.pathname).toBe('/add-info');

    await user.click(within(dialog).getByRole('button', { name: ko.navigationBlock.stay }));
    expect(router.state.location.pathname).toBe('/add-info');
    expect(fields.name).toHaveValue('김');

    // emptied again: no question
    await user.clear(fields.name);
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: ko.header.tabs.clubs }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs'));
  });

  it('with a field filled, unloading the page is warned about', async () => {
    signedIn();
    const { user, fields } = await openPage();
    await user.type(fields.studentId, '2');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

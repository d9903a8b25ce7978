import { ANSWER_MESSAGES, SESSION_STORAGE_KEY } from '@moa/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/session';
import { ko } from '../../text/ko';
import { applicationsKo } from '../../text/ko-applications';
import { formsKo } from '../../text/ko-forms';
import { jsonResponse, sampleUser, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

const a = applicationsKo.apply;

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
  new Date(Date.now() + 7 * 864e5),
);

const POST = {
  recruitingId: 5,
  poster: '',
  clubId: 1,
  clubName: '소리울',
  recruitingTitle: '소리울 신입 부원 모집',
  category: 'regular',
  dates: '',
  startDate: today,
  endDate: later,
  mandatorySemesters: '2학기',
  meetingTime: '화',
  content: '합주',
  eligibility: '재학생',
  notice: '개별 연락',
  managerInfo: '박지훈',
  introductionLetter: '밴드',
  instaUrl: '',
  youtubeUrl: '',
  kakaoUrl: '',
  notionUrl: '',
  url: '',
  applicationUrl: '',
  applicationMode: 'form',
  applicationRetentionDays: 90,
  questions: [
    { questionId: 11, kind: 'single', label: '지원 파트', required: true, options: ['보컬', '기타'] },
    { questionId: 12, kind: 'long', label: '지원 동기', required: true, maxLength: 20 },
    { questionId: 13, kind: 'multiple', label: '가능한 요일', required: false, options: ['월', '화'] },
  ],
};

function serve() {
  let application: unknown = null;
  const sent: unknown[] = [];
  stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser({ name: '김모아' }));
    if (pathname === '/recruiting/detail/5') return jsonResponse(POST);
    if (pathname === '/recruiting/5/application' && request.method === 'POST') {
      sent.push(request.body);
      application = {
        applicationId: 70,
        recruitingId: 5,
        recruitingTitle: POST.recruitingTitle,
        clubName: '소리울',
        poster: '',
        endDate: later,
        stage: 'applied',
        result: null,
        interview: null,
        editable: true,
        canBook: false,
        submittedAt: '2026-03-03T01:00:00.000Z',
        updatedAt: '2026-03-03T01:00:00.000Z',
        answers: [],
      };
      return jsonResponse({ applicationId: 70 });
    }
    if (pathname === '/recruiting/5/application') return jsonResponse({ application });
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404);
  });
  return sent;
}

async function openApply() {
  const user = userEvent.setup();
  renderApp('/recruiting/5/apply');
  await screen.findByRole('heading', { level: 1, name: a.title });
  await screen.findByRole('button', { name: a.submit });
  return user;
}

describe('applying in the portal', { timeout: 30_000 }, () => {
  it('checks the answers and the consent by the post’s questions, then sends them once confirmed', async () => {
    const sent = serve();
    const user = await openApply();
    expect(screen.getByText('김모아')).toBeInTheDocument();
    expect(screen.getByText(/90일 뒤 자동으로 삭제/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: a.submit }));
    // the first problem is alerted, then focused
    const alert = await screen.findByRole('alertdialog', { name: formsKo.checkTitle });
    expect(alert).toHaveTextContent(ANSWER_MESSAGES.chooseOne('지원 파트'));
    await user.click(within(alert).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '보컬' })).toHaveFocus());
    expect(screen.getByText(ANSWER_MESSAGES.chooseOne('지원 파트'))).toBeInTheDocument();
    expect(screen.getByText(ANSWER_MESSAGES.required('지원 동기'))).toBeInTheDocument();
    expect(screen.getByText(ANSWER_MESSAGES.consent)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '기타' }));
    await user.type(screen.getByLabelText(/지원 동기/), '가'.repeat(21));
    await user.click(screen.getByRole('checkbox', { name: '화' }));
    await user.click(screen.getByRole('checkbox', { name: a.consent }));
    await user.click(screen.getByRole('button', { name: a.submit }));
    const over = await screen.findByRole('alertdialog', { name: formsKo.checkTitle });
    expect(over).toHaveTextContent("'지원 동기' 답변은 20자를 초과할 수 없습니다");
    await user.click(within(over).getByRole('button', { name: ko.common.ok }));

    const motive = screen.getByLabelText(/지원 동기/);
    await user.clear(motive);
    await user.type(motive, '무대에 서고 싶어요');
    await user.click(screen.getByRole('button', { name: a.submit }));
    const confirm = await screen.findByRole('alertdialog', { name: a.confirmSubmitTitle });
    await user.click(within(confirm).getByRole('button', { name: a.confirmSubmit }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0] as string)).toEqual({
      consent: true,
      answers: [
        { questionId: 11, value: '기타' },
        { questionId: 12, value: '무대에 서고 싶어요' },
        { questionId: 13, value: ['화'] },
      ],
    });
    expect(await screen.findByText(applicationsKo.studentStages.applied)).toBeInTheDocument();
  });

  it('keeps a draft through a reload', async () => {
    serve();
    const user = await openApply();
    await user.type(screen.getByLabelText(/지원 동기/), '드럼을 배우고 싶어요');
    await user.click(screen.getByRole('radio', { name: '보컬' }));
    // Both changes saved: on a busy machine the typing alone can outlast the save delay, and a save of the text
    // before the click would otherwise pass this wait with the choice still unsaved.
    await waitFor(() => {
      const draft = sessionStorage.getItem('moa.applicationDraft.1.5');
      expect(draft).toContain('드럼을 배우고 싶어요');
      expect(draft).toContain('보컬');
    });

    cleanup();
    await openApply();
    expect(screen.getByLabelText(/지원 동기/)).toHaveValue('드럼을 배우고 싶어요');
    expect(screen.getByRole('radio', { name: '보컬' })).toBeChecked();
    expect(screen.getByText(a.draftRestored)).toBeInTheDocument();
  });

  describe('an application already sent', () => {
    const earlier = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(Date.now() - 7 * 864e5),
    );
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(Date.now() - 864e5),
    );
    const sent = (open: boolean) => ({
      applicationId: 70,
      recruitingId: 5,
      recruitingTitle: POST.recruitingTitle,
      clubName: '소리울',
      poster: '',
      endDate: open ? later : yesterday,
      stage: 'accepted',
      result: {
        stage: 'accepted',
        message: '합격을 축하해요! 단톡방: https://open.kakao.com/o/moa123',
        announcedAt: '2026-03-10T01:00:00.000Z',
      },
      interview: {
        slotId: 3,
        startsAt: '2026-03-08T14:00',
        durationMinutes: 15,
        place: '화상 면접 https://meet.example.com/soriul',
      },
      editable: open,
      canBook: false,
      submittedAt: '2026-03-03T01:00:00.000Z',
      updatedAt: '2026-03-03T01:00:00.000Z',
      answers: [
        { questionId: 11, value: '기타' },
        { questionId: 12, value: '무대에 서고 싶어요' },
        { questionId: 13, value: [] },
      ],
    });
    const serveSent = (open: boolean) =>
      stubFetch((request) => {
        const { pathname } = request.url;
        if (pathname === '/api/auth/me') return jsonResponse(sampleUser({ name: '김모아' }));
        if (pathname === '/recruiting/detail/5')
          return jsonResponse(open ? POST : { ...POST, startDate: earlier, endDate: yesterday });
        if (pathname === '/recruiting/5/application') return jsonResponse({ application: sent(open) });
        return jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404);
      });
    const openSent = async () => {
      renderApp('/recruiting/5/apply');
      await screen.findByRole('heading', { level: 1, name: a.editTitle });
      return screen.findByRole('region', { name: a.answersTitle });
    };

    it('after the end date: the answers read-only, one message that it cannot change', async () => {
      serveSent(false);
      const answers = await openSent();
      expect(within(answers).getByText('지원 파트').nextElementSibling).toHaveTextContent('기타');
      expect(within(answers).getByText('지원 동기').nextElementSibling).toHaveTextContent(
        '무대에 서고 싶어요',
      );
      expect(within(answers).getByText('가능한 요일').nextElementSibling).toHaveTextContent(a.noAnswer);
      expect(within(answers).queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: a.editAnswers })).not.toBeInTheDocument();
      expect(screen.getByText(a.readOnly)).toBeInTheDocument();
      // nothing on the page says it can still be changed
      expect(document.body).not.toHaveTextContent('고치거나 취소할 수 있어요');
    });

    it('while open: the answers shown, 지원서 고치기 to change them, the end date said once', async () => {
      serveSent(true);
      const answers = await openSent();
      expect(within(answers).getByText('지원 파트').nextElementSibling).toHaveTextContent('기타');
      expect(screen.getByRole('button', { name: a.editAnswers })).toBeInTheDocument();
      expect(screen.getAllByText(/고치거나 취소할 수 있어요/)).toHaveLength(1);
      expect(document.body).not.toHaveTextContent(a.readOnly);
    });

    it('the result message and the interview place have their links', async () => {
      serveSent(false);
      renderApp('/recruiting/5/apply');
      await screen.findByText(a.resultTitle(applicationsKo.studentStages.accepted));
      expect(screen.getByRole('link', { name: 'https://open.kakao.com/o/moa123' })).toHaveAttribute(
        'href',
        'https://open.kakao.com/o/moa123',
      );
      expect(screen.getByRole('link', { name: 'https://meet.example.com/soriul' })).toHaveAttribute(
        'target',
        '_blank',
      );
    });
  });
});

import { screen } from '@testing-library/react';
import { MEETING_MESSAGES } from '@moa/contract';
import { describe, expect, it } from 'vitest';
import { closeSessionExpired } from '../../lib/session';
import { jsonResponse, sampleUser, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signedInStudentEachTest } from '../../test/session';
import { attendanceKo as t } from '../../text/ko-attendance';
import { attendanceTarget } from './AttendScreen';

/**
 * 출석 체크 against a stubbed server: the address a meeting's QR holds is read wherever its host was; opened, it sends
 * the code once and says the mark; a second scan says what was recorded; a refusal says the server's words and offers
 * the camera.
 */
signedInStudentEachTest(closeSessionExpired);

describe('attendanceTarget', () => {
  it('reads the meeting and code of an attendance address, on any host, and nothing else', () => {
    expect(attendanceTarget('https://moa.example.ac.kr/attend/12?c=3.abc')).toEqual({
      meetingId: 12,
      code: '3.abc',
    });
    expect(attendanceTarget('/attend/7?c=x')).toEqual({ meetingId: 7, code: 'x' });
    expect(attendanceTarget('https://moa.example.ac.kr/attend/12')).toBeNull();
    expect(attendanceTarget('https://moa.example.ac.kr/show/12?c=1')).toBeNull();
    expect(attendanceTarget('MOA-TICKET-ABC')).toBeNull();
  });
});

describe('/attend/{meetingId}', () => {
  const serve = (answer: () => Response) => {
    const sent: unknown[] = [];
    stubFetch((request) => {
      if (request.url.pathname === '/api/auth/me') return jsonResponse(sampleUser());
      if (request.url.pathname === '/mypage/student/meetings/12/attend') {
        sent.push(JSON.parse(String(request.body)));
        return answer();
      }
      return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
    });
    return sent;
  };
  const result = (fields: Record<string, unknown> = {}) =>
    jsonResponse({
      meetingId: 12,
      title: '정기 합주',
      clubName: '소리울',
      mark: 'present',
      markedAt: '2026-11-29T10:03:00.000Z',
      already: false,
      ...fields,
    });

  it('sends the code once and says the mark', async () => {
    const sent = serve(() => result());
    renderApp('/attend/12?c=3.abc');
    const status = await screen.findByRole('status', { name: t.done.present });
    expect(status).toHaveTextContent('소리울 · 정기 합주');
    expect(sent).toEqual([{ code: '3.abc' }]);
  });

  it('says 지각, and what was recorded the second time', async () => {
    serve(() => result({ mark: 'late', already: true }));
    renderApp('/attend/12?c=3.abc');
    const status = await screen.findByRole('status', { name: t.done.late });
    expect(status).toHaveTextContent('이미 기록된 출석이에요');
  });

  it('says a refusal in the server words and offers the camera', async () => {
    serve(() =>
      jsonResponse(
        { status: 409, code: 'ATTENDANCE_CODE_EXPIRED', message: MEETING_MESSAGES.codeExpired },
        409,
      ),
    );
    renderApp('/attend/12?c=3.abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MEETING_MESSAGES.codeExpired);
    const again = screen.getByRole('button', { name: t.scanAgain });
    again.click();
    expect(await screen.findByRole('button', { name: t.camera.start })).toBeInTheDocument();
  });
});

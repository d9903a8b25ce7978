import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MEETING_MESSAGES,
  type AttendanceEntry,
  type AttendanceList,
  type Excuse,
  type Meeting,
  type Position,
  type Term,
} from '@moa/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { meetingsKo } from '../../text/ko-meetings';
import { jsonResponse, type RecordedRequest } from '../../test/fetch';
import { serveManager, setUpManagerTests } from '../../test/manager';
import { renderApp } from '../../test/render';
import { defaultStartFor } from './MeetingsScreen';

const t = meetingsKo;

setUpManagerTests();

const positions: Position[] = ['회장', '부회장', '총무', '임원', '회원'].map((name, i) => ({
  positionId: i + 1,
  name,
  manages: i < 3,
  rank: i + 1,
}));

const term: Term = {
  termId: 2,
  name: '2026-2학기',
  startsOn: '2026-09-01',
  endsOn: '2027-02-28',
  readOnly: false,
  current: true,
  memberCount: 3,
  dues: null,
};

const counts = { expected: 3, present: 0, late: 0, excused: 0, absent: 0, unmarked: 3 };

function meeting(meetingId: number, fields: Partial<Meeting> = {}): Meeting {
  return {
    meetingId,
    termId: 2,
    seriesId: null,
    title: '정기 모임',
    startsAt: '2099-10-07T19:00',
    endsAt: '2099-10-07T21:00',
    durationMinutes: 120,
    place: '학생회관 301호',
    audience: 'all',
    positions: [],
    lateMinutes: 10,
    state: 'upcoming',
    closedAt: null,
    counts,
    ...fields,
  };
}

function entry(membershipId: number, name: string, fields: Partial<AttendanceEntry> = {}): AttendanceEntry {
  return {
    membershipId,
    name,
    studentId: `2026000${membershipId}`,
    positionName: '회원',
    expected: true,
    mark: null,
    markedAt: null,
    method: null,
    ...fields,
  };
}

const db = { meetings: [] as Meeting[], attendance: null as AttendanceList | null };

const refusal = (status: number, code: string, message: string, extra: object = {}) =>
  jsonResponse({ status, code, message, ...extra }, status);

function serve(route: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return serveManager((request) => {
    const answer = route(request);
    if (answer) return answer;
    const path = request.url.pathname;
    if (path === '/mypage/manager/club/positions') return jsonResponse(positions);
    if (path === '/mypage/manager/club/terms') return jsonResponse([term]);
    if (path === '/mypage/manager/club/terms/2/excuses') return jsonResponse([]);
    if (path === '/mypage/manager/club/terms/2/meetings') {
      if (request.method === 'GET') return jsonResponse(db.meetings);
      const body = JSON.parse(String(request.body)) as { title: string; repeatWeeks?: number };
      const made = Array.from({ length: (body.repeatWeeks ?? 1) - 1 }, (_, i) =>
        meeting(10 + i, { title: body.title, seriesId: 10 }),
      );
      db.meetings = made;
      return jsonResponse({ meetings: made, skippedWeeks: 1 });
    }
    const attendance = /^\/mypage\/manager\/club\/meetings\/7\/attendance(?:\/(\d+))?$/.exec(path);
    if (attendance && db.attendance) {
      if (request.method === 'GET') return jsonResponse(db.attendance);
      const { mark } = JSON.parse(String(request.body)) as { mark: AttendanceEntry['mark'] };
      const id = Number(attendance[1]);
      const saved = entry(id, db.attendance.members.find((m) => m.membershipId === id)!.name, {
        mark,
        markedAt: '2026-10-07T10:05:00.000Z',
        method: 'hand',
      });
      db.attendance = {
        ...db.attendance,
        members: db.attendance.members.map((m) => (m.membershipId === id ? saved : m)),
      };
      return jsonResponse(saved);
    }
    return undefined;
  });
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname.startsWith('/mypage/manager/club/') && r.method !== 'GET');

beforeEach(() => {
  db.meetings = [];
  db.attendance = null;
});

describe("a new meeting's start", () => {
  it('is the next whole hour two hours ahead, not before the term starts', () => {
    const now = new Date('2026-10-07T01:20:00Z'); // 10:20 in Seoul
    expect(defaultStartFor({ startsOn: '2026-09-01' }, now)).toBe('2026-10-07T12:00');
    expect(defaultStartFor({ startsOn: '2026-12-01' }, now)).toBe('2026-12-01T19:00');
  });
});

describe('/manager/members/meetings', () => {
  it('an empty term says what to do; a weekly meeting is made through the dialog and the notice says how many', async () => {
    const requests = serve();
    renderApp('/manager/members/meetings');
    const user = userEvent.setup();
    expect(await screen.findByText(t.list.emptyTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.list.create }));
    const dialog = await screen.findByRole('dialog', { name: t.dialog.createTitle });
    await user.type(within(dialog).getByLabelText(new RegExp(t.dialog.title)), '정기 모임');
    await user.type(within(dialog).getByLabelText(new RegExp(t.dialog.place)), '학생회관 301호');
    await user.click(within(dialog).getByLabelText(t.dialog.audiencePositions));
    await user.click(within(dialog).getByLabelText('임원'));
    await user.click(within(dialog).getByLabelText('회장'));
    await user.click(within(dialog).getByLabelText(t.dialog.repeatLabel));
    const weeks = within(dialog).getByLabelText(new RegExp(t.dialog.repeatWeeks));
    await user.clear(weeks);
    await user.type(weeks, '4');
    await user.click(within(dialog).getByRole('button', { name: t.dialog.submitCreate }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    const body = JSON.parse(String(writes(requests)[0]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: '정기 모임',
      place: '학생회관 301호',
      durationMinutes: 120,
      audience: 'positions',
      lateMinutes: 10,
      repeatWeeks: 4,
    });
    expect([...(body.positionIds as number[])].sort()).toEqual([1, 4]);
    expect(body.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
    expect(await screen.findByText(t.dialog.created(3, 1))).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 3, name: '정기 모임' })).toHaveLength(3);
  });

  it("nothing typed: the contract's words on the fields, nothing sent", async () => {
    const requests = serve();
    db.meetings = [meeting(1)];
    renderApp('/manager/members/meetings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.list.create }));
    const dialog = await screen.findByRole('dialog', { name: t.dialog.createTitle });
    await user.click(within(dialog).getByRole('button', { name: t.dialog.submitCreate }));
    expect(await within(dialog).findByText(MEETING_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MEETING_MESSAGES.placeRequired)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);
  });

  it("the server's field errors land on their fields", async () => {
    const requests = serve((request) =>
      request.method === 'POST' && request.url.pathname.endsWith('/meetings')
        ? refusal(400, 'VALIDATION_FAILED', MEETING_MESSAGES.startsInPast, {
            fieldErrors: { startsAt: MEETING_MESSAGES.startsInPast },
          })
        : undefined,
    );
    db.meetings = [meeting(1)];
    renderApp('/manager/members/meetings');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 3, name: '정기 모임' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.list.create }));
    const dialog = await screen.findByRole('dialog', { name: t.dialog.createTitle });
    await user.type(within(dialog).getByLabelText(new RegExp(t.dialog.title)), '번개 모임');
    await user.type(within(dialog).getByLabelText(new RegExp(t.dialog.place)), '동아리방');
    await user.click(within(dialog).getByRole('button', { name: t.dialog.submitCreate }));

    const startsAt = within(dialog).getByLabelText(new RegExp(t.dialog.startsAt));
    await waitFor(() => expect(startsAt).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(MEETING_MESSAGES.startsInPast)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: t.dialog.createTitle })).toBeInTheDocument();
  });

  it('shows each meeting with its state and counts, and links to its QR and attendance', async () => {
    serve();
    db.meetings = [
      meeting(1, { state: 'closed', counts: { ...counts, present: 2, absent: 1, unmarked: 0 } }),
      meeting(2, { title: '2주차 모임', state: 'open' }),
    ];
    renderApp('/manager/members/meetings');
    const first = (await screen.findByRole('heading', { level: 3, name: '정기 모임' })).closest('li')!;
    expect(within(first).getByText(t.states.closed)).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: t.list.qr })).toBeNull();
    expect(within(first).getByRole('link', { name: t.list.attendance })).toHaveAttribute(
      'href',
      '/manager/members/meetings/1',
    );
    const second = screen.getByRole('heading', { level: 3, name: '2주차 모임' }).closest('li')!;
    expect(within(second).getByText(t.states.open)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: t.list.qr })).toHaveAttribute(
      'href',
      '/manager/members/meetings/2/qr',
    );
  });
});

describe('excuse requests', () => {
  it('refuses one with a reason, asked for when empty, and says so', async () => {
    const excuse: Excuse = {
      excuseId: 4,
      meetingId: 1,
      meetingTitle: '정기 모임',
      meetingStartsAt: '2099-10-07T19:00',
      membershipId: 2,
      clubName: '소리울',
      name: '이하늘',
      studentId: '20260002',
      reason: '병원 진료',
      hasPhoto: false,
      status: 'pending',
      decisionReason: '',
      decidedAt: null,
      createdAt: '2099-10-06T01:00:00.000Z',
    };
    let decided: Excuse | null = null;
    db.meetings = [meeting(1)];
    const requests = serve((request) => {
      const path = request.url.pathname;
      if (path === '/mypage/manager/club/terms/2/excuses') return jsonResponse([decided ?? excuse]);
      if (path !== '/mypage/manager/club/excuses/4/decision') return undefined;
      const body = JSON.parse(String(request.body)) as { reason: string };
      decided = { ...excuse, status: 'refused', decisionReason: body.reason };
      return jsonResponse(decided);
    });
    renderApp('/manager/members/meetings');
    const user = userEvent.setup();
    const card = (
      await screen.findByRole('heading', { level: 3, name: t.excuses.of('이하늘', '정기 모임') })
    ).closest('li')!;
    expect(within(card).getByText('병원 진료')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.excuses.photo })).toBeNull();
    await user.click(within(card).getByRole('button', { name: t.excuses.refuse }));
    const dialog = await screen.findByRole('dialog', { name: t.excuses.refuseTitle });
    await user.click(within(dialog).getByRole('button', { name: t.excuses.refuseSubmit }));
    expect(await within(dialog).findByText(MEETING_MESSAGES.refuseReasonRequired)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(new RegExp(t.excuses.refuseReason)), '증빙이 필요합니다');
    await user.click(within(dialog).getByRole('button', { name: t.excuses.refuseSubmit }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      approve: false,
      reason: '증빙이 필요합니다',
    });
    expect(await screen.findByText(t.excuses.refused('이하늘'))).toBeInTheDocument();
    expect(await screen.findByText(t.excuses.refusedWhy('증빙이 필요합니다'))).toBeInTheDocument();
  });
});

describe('when the meetings cannot load', () => {
  it('says so in Korean and offers a retry', async () => {
    let fail = true;
    serve((request) =>
      fail && request.url.pathname === '/mypage/manager/club/terms/2/meetings'
        ? refusal(500, 'INTERNAL', 'boom')
        : undefined,
    );
    renderApp('/manager/members/meetings');
    const user = userEvent.setup();
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    const retry = screen.getAllByRole('button', { name: /다시 시도/ }).find((b) => !b.closest('dialog'));
    await user.click(retry!);
    expect(await screen.findByText(t.list.emptyTitle)).toBeInTheDocument();
  });

  it('an attendance list of nobody says what to do', async () => {
    db.attendance = { meeting: meeting(7, { meetingId: 7 }), members: [] };
    serve();
    renderApp('/manager/members/meetings/7');
    expect(await screen.findByText(t.attendance.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(t.attendance.emptyBody)).toBeInTheDocument();
  });
});

describe('/manager/members/meetings/{id}', () => {
  it('marks a member by hand and shows the new mark and how it was made', async () => {
    db.attendance = {
      meeting: meeting(7, { meetingId: 7, state: 'open' }),
      members: [
        entry(1, '김모아', { mark: 'present', markedAt: '2026-10-07T10:01:00.000Z', method: 'qr' }),
        entry(2, '이하늘'),
      ],
    };
    const requests = serve();
    renderApp('/manager/members/meetings/7');
    const user = userEvent.setup();
    const select = await screen.findByLabelText(t.attendance.markOf('이하늘'));
    expect(select).toHaveValue('');
    expect(screen.getByText(t.attendance.methods.qr)).toBeInTheDocument();
    await user.selectOptions(select, '공결');

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    const write = writes(requests)[0]!;
    expect(write.method).toBe('PUT');
    expect(write.url.pathname).toBe('/mypage/manager/club/meetings/7/attendance/2');
    expect(JSON.parse(String(write.body))).toEqual({ mark: 'excused' });
    expect(await screen.findByText(t.attendance.marked('이하늘', '공결'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(t.attendance.markOf('이하늘'))).toHaveValue('excused'));
    expect(screen.getByText(t.attendance.methods.hand)).toBeInTheDocument();
  });
});

describe('deleting a meeting', () => {
  it('asks first, then deletes it and says so', async () => {
    db.meetings = [meeting(1), meeting(2, { title: '2주차 모임', startsAt: '2099-10-14T19:00' })];
    const requests = serve((request) => {
      if (request.method !== 'DELETE') return undefined;
      db.meetings = db.meetings.filter((m) => m.meetingId !== 2);
      return jsonResponse({ success: true });
    });
    renderApp('/manager/members/meetings');
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { level: 3, name: '2주차 모임' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: t.list.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: t.remove.title('2주차 모임') });
    expect(writes(requests)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t.remove.confirm }));
    expect(await screen.findByText(t.remove.done('2주차 모임'))).toBeInTheDocument();
    expect(writes(requests)[0]!.url.pathname).toBe('/mypage/manager/club/meetings/2');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: '2주차 모임' })).toBeNull());
  });
});

describe('/manager/members/meetings/{id}/qr', () => {
  it('draws the code and asks for the next one when refreshAt comes, and stops when it leaves', async () => {
    db.attendance = { meeting: meeting(7, { meetingId: 7, state: 'open' }), members: [entry(1, '김모아')] };
    let issued = 0;
    const requests = serve((request) => {
      if (request.url.pathname !== '/mypage/manager/club/meetings/7/code') return undefined;
      issued += 1;
      const now = Date.now();
      return jsonResponse({
        meetingId: 7,
        code: `w${issued}.sig`,
        url: `http://localhost/attend/7?c=w${issued}.sig`,
        refreshAt: new Date(now + 300).toISOString(),
        expiresAt: new Date(now + 60_000).toISOString(),
        state: 'open',
      });
    });
    const codes = () => requests.filter((r) => r.url.pathname.endsWith('/code')).length;
    const view = renderApp('/manager/members/meetings/7/qr');
    const qr = await screen.findByRole('img', { name: t.qr.label('정기 모임') });
    expect(qr).toHaveAttribute('data-qr-text', 'http://localhost/attend/7?c=w1.sig');
    expect(screen.getByText(t.qr.present(0))).toBeInTheDocument();
    await waitFor(() => expect(codes()).toBe(2), { timeout: 3_000 });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: t.qr.label('정기 모임') })).toHaveAttribute(
        'data-qr-text',
        'http://localhost/attend/7?c=w2.sig',
      ),
    );
    view.unmount();
    const asked = codes();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(codes()).toBe(asked);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_MESSAGES, type Term, type TermActivity } from '@moa/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { activitiesKo } from '../../text/ko-activities';
import { jsonResponse, type RecordedRequest } from '../../test/fetch';
import { serveManager, setUpManagerTests } from '../../test/manager';
import { renderApp } from '../../test/render';
import { activityWhen } from './ActivityDialogs';
import { dayInTerm } from './terms';

const t = activitiesKo;

setUpManagerTests();

const term: Term = {
  termId: 2,
  name: '2026-2학기',
  startsOn: '2026-09-01',
  endsOn: '2099-02-28',
  readOnly: false,
  current: true,
  memberCount: 3,
  dues: null,
};
const pastTerm: Term = {
  ...term,
  termId: 1,
  name: '2025-1학기',
  startsOn: '2025-03-01',
  endsOn: '2025-08-31',
  readOnly: true,
  current: false,
};

function activity(
  kind: TermActivity['kind'],
  refId: number,
  fields: Partial<TermActivity> = {},
): TermActivity {
  return {
    key: `${kind}:${refId}`,
    kind,
    refId,
    title: '정기 모임',
    startsAt: '2026-10-07T10:00:00.000Z',
    endsAt: '2026-10-07T12:00:00.000Z',
    place: '학생회관 301호',
    attendees: 12,
    attendeesAuto: 12,
    attendeesManual: null,
    summary: '',
    photos: [],
    updatedAt: null,
    updatedBy: null,
    ...fields,
  };
}

const db = { activities: [] as TermActivity[] };
const base = '/mypage/manager/club/terms/2/activities';

function serve(route: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return serveManager((request) => {
    const answer = route(request);
    if (answer) return answer;
    const path = request.url.pathname;
    if (path === '/mypage/manager/club/terms') return jsonResponse([term, pastTerm]);
    if (path === base && request.method === 'GET') return jsonResponse(db.activities);
    if (path === '/mypage/manager/club/terms/1/activities') {
      return jsonResponse([activity('meeting', 9, { title: '지난 모임', summary: '지난 기록' })]);
    }
    const report = /^\/mypage\/manager\/club\/terms\/2\/activities\/(\w+)\/(\d+)$/.exec(path);
    if (report && request.method === 'PUT') {
      const body = JSON.parse(String(request.body)) as { summary: string; attendees: number | null };
      const key = `${report[1]}:${report[2]}`;
      const old = db.activities.find((a) => a.key === key)!;
      const saved = {
        ...old,
        summary: body.summary,
        attendeesManual: body.attendees,
        attendees: body.attendees ?? old.attendeesAuto,
        updatedAt: '2026-10-08T01:00:00.000Z',
        updatedBy: 'manager@example.ac.kr',
      };
      db.activities = db.activities.map((a) => (a.key === key ? saved : a));
      return jsonResponse(saved);
    }
    if (/\/photos\/\d+$/.test(path) && request.method === 'GET') {
      return new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
        headers: {
          'content-type': 'image/webp',
          'content-disposition': 'inline; filename="activity-3.webp"',
        },
      });
    }
    return undefined;
  });
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname.startsWith('/mypage/manager/club/') && r.method !== 'GET');

beforeEach(() => {
  db.activities = [
    activity('event', 4, {
      title: '동아리 박람회',
      startsAt: '2026-09-01T15:00:00.000Z',
      endsAt: '2026-09-02T15:00:00.000Z',
      place: '중앙광장',
      attendees: null,
      attendeesAuto: null,
    }),
    activity('show', 3, {
      title: '정기 공연',
      place: '대강당',
      attendees: 150,
      attendeesAuto: 132,
      attendeesManual: 150,
      summary: '2회 공연',
      photos: [{ id: 3, url: `${base}/show/3/photos/3` }],
      updatedAt: '2026-10-01T01:00:00.000Z',
      updatedBy: 'manager@example.ac.kr',
    }),
    activity('meeting', 7),
  ];
  // jsdom has no blob URLs: the photos' bytes are shown from this one
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});

describe('activity helpers', () => {
  it('a new 기타 활동 starts today inside the term, else on its first day', () => {
    const now = new Date('2026-10-07T01:00:00Z');
    expect(dayInTerm({ startsOn: '2026-09-01', endsOn: '2027-02-28' }, now)).toBe('2026-10-07');
    expect(dayInTerm({ startsOn: '2026-12-01', endsOn: '2027-02-28' }, now)).toBe('2026-12-01');
    expect(dayInTerm({ startsOn: '2026-03-01', endsOn: '2026-08-31' }, now)).toBe('2026-08-31');
  });

  it('says when: a meeting with its time, an event by its days', () => {
    expect(activityWhen(activity('meeting', 1))).toBe('2026.10.07 (수) 19:00');
    expect(
      activityWhen(
        activity('event', 1, { startsAt: '2026-09-01T15:00:00.000Z', endsAt: '2026-09-02T15:00:00.000Z' }),
      ),
    ).toBe('2026.09.02 (수) ~ 2026.09.03 (목)');
  });
});

describe('/manager/members/activities', () => {
  it('lists the activities with their kind, the automatic or hand count, and the photos', async () => {
    serve();
    renderApp('/manager/members/activities');
    const meeting = await screen.findByRole('listitem', { name: '정기 모임' });
    expect(meeting).toHaveTextContent(t.kinds.meeting);
    expect(meeting).toHaveTextContent(t.list.attendees(12));
    expect(within(meeting).getByText(t.list.auto)).toBeInTheDocument();
    expect(meeting).toHaveTextContent(t.list.noSummary);
    const show = screen.getByRole('listitem', { name: '정기 공연' });
    expect(show).toHaveTextContent(t.list.attendees(150));
    expect(show).toHaveTextContent(`${t.list.manual} · ${t.list.autoBeside(132)}`);
    expect(await within(show).findByRole('img', { name: t.list.photoAlt('정기 공연', 1) })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(within(show).getByRole('button', { name: t.list.editDone })).toBeInTheDocument();
    const event = screen.getByRole('listitem', { name: '동아리 박람회' });
    expect(event).toHaveTextContent(t.list.noAttendees);
    // only a 기타 활동 is deleted here
    expect(screen.queryByRole('button', { name: t.list.delete })).toBeNull();
  });

  it('saves a report: a hand count tried, taken back to the automatic one', async () => {
    const requests = serve();
    renderApp('/manager/members/activities');
    const user = userEvent.setup();
    const meeting = await screen.findByRole('listitem', { name: '정기 모임' });
    await user.click(within(meeting).getByRole('button', { name: t.list.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.report.title('정기 모임') });
    expect(dialog).toHaveTextContent(t.report.attendeesAutoHint(12));
    await user.type(within(dialog).getByLabelText(new RegExp(t.report.summary)), '신입 환영회');
    const count = within(dialog).getByLabelText(new RegExp(t.report.attendees));
    await user.type(count, '15');
    await user.click(within(dialog).getByRole('button', { name: t.report.backToAuto(12) }));
    expect(count).toHaveValue(null);
    await user.click(within(dialog).getByRole('button', { name: t.report.submit }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.url.pathname).toBe(`${base}/meeting/7`);
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      summary: '신입 환영회',
      attendees: null,
    });
    expect(await screen.findByText(t.report.saved('정기 모임'))).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '정기 모임' })).toHaveTextContent('신입 환영회');
  });

  it("a count out of range: the contract's words on the field, nothing sent", async () => {
    const requests = serve();
    renderApp('/manager/members/activities');
    const user = userEvent.setup();
    const meeting = await screen.findByRole('listitem', { name: '정기 모임' });
    await user.click(within(meeting).getByRole('button', { name: t.list.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.report.title('정기 모임') });
    await user.type(within(dialog).getByLabelText(new RegExp(t.report.attendees)), '10001');
    await user.click(within(dialog).getByRole('button', { name: t.report.submit }));
    expect(await within(dialog).findByText(ACTIVITY_MESSAGES.attendeesRange)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);
  });

  it("기타 활동 추가: the server's refusal of the day lands on its field", async () => {
    const requests = serve((request) =>
      request.method === 'POST' && request.url.pathname === base
        ? jsonResponse(
            {
              status: 400,
              code: 'VALIDATION_FAILED',
              message: ACTIVITY_MESSAGES.dateOutsideTerm,
              fieldErrors: { date: ACTIVITY_MESSAGES.dateOutsideTerm },
            },
            400,
          )
        : undefined,
    );
    renderApp('/manager/members/activities');
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: '정기 모임' });
    await user.click(screen.getByRole('button', { name: t.list.addOther }));
    const dialog = await screen.findByRole('dialog', { name: t.other.title });
    await user.type(within(dialog).getByLabelText(new RegExp(t.other.name)), '봄 MT');
    await user.type(within(dialog).getByLabelText(new RegExp(t.report.attendees)), '20');
    await user.click(within(dialog).getByRole('button', { name: t.other.submit }));
    expect(await within(dialog).findByText(ACTIVITY_MESSAGES.dateOutsideTerm)).toBeInTheDocument();
    const body = JSON.parse(String(writes(requests)[0]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ title: '봄 MT', attendees: 20, place: '', summary: '' });
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("a 기타 활동's report changes its name, day and place too", async () => {
    db.activities.push(
      activity('other', 11, {
        title: '봄 MT',
        startsAt: '2026-10-09T15:00:00.000Z',
        endsAt: null,
        place: '가평',
        attendees: 20,
        attendeesAuto: null,
        attendeesManual: 20,
      }),
    );
    const requests = serve();
    renderApp('/manager/members/activities');
    const user = userEvent.setup();
    const mt = await screen.findByRole('listitem', { name: '봄 MT' });
    expect(within(mt).getByRole('button', { name: t.list.delete })).toBeInTheDocument();
    await user.click(within(mt).getByRole('button', { name: t.list.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.report.title('봄 MT') });
    expect(dialog).toHaveTextContent(t.report.attendeesNoAuto);
    const name = within(dialog).getByLabelText(new RegExp(t.other.name));
    expect(name).toHaveValue('봄 MT');
    expect(within(dialog).getByLabelText(new RegExp(t.other.date))).toHaveValue('2026-10-10');
    await user.clear(name);
    await user.type(name, '봄 MT (가평)');
    await user.click(within(dialog).getByRole('button', { name: t.report.submit }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      summary: '',
      attendees: 20,
      title: '봄 MT (가평)',
      date: '2026-10-10',
      place: '가평',
    });
  });

  it('a past term: read-only, no buttons', async () => {
    serve();
    renderApp('/manager/members/activities?term=1');
    const old = await screen.findByRole('listitem', { name: '지난 모임' });
    expect(old).toHaveTextContent('지난 기록');
    expect(screen.getByRole('note')).toHaveTextContent(t.list.readOnlyNote);
    expect(within(old).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: t.list.addOther })).toBeNull();
  });
});

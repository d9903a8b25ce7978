import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MEMBER_MESSAGES,
  MEMBERSHIP_STATUS_LABELS,
  XLSX_CONTENT_TYPE,
  type Member,
  type MemberList,
  type Position,
  type Term,
} from '@moa/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { membersKo } from '../../text/ko-members';
import { jsonResponse, type RecordedRequest } from '../../test/fetch';
import { serveManager, setUpManagerTests } from '../../test/manager';
import { renderApp } from '../../test/render';
import { defaultTermOf, nextTermOf } from './terms';

const t = membersKo;

setUpManagerTests();

const positions: Position[] = ['회장', '부회장', '총무', '임원', '회원'].map((name, i) => ({
  positionId: i + 1,
  name,
  manages: i < 3,
  rank: i + 1,
}));

function term(termId: number, fields: Partial<Term> = {}): Term {
  return {
    termId,
    name: '2026-2학기',
    startsOn: '2026-09-01',
    endsOn: '2027-02-28',
    readOnly: false,
    current: true,
    memberCount: 0,
    dues: null,
    ...fields,
  };
}

function member(membershipId: number, name: string, fields: Partial<Member> = {}): Member {
  return {
    membershipId,
    userId: membershipId,
    invited: false,
    name,
    studentId: `2026000${membershipId}`,
    department: '컴퓨터공학과',
    schoolYear: null,
    phoneNumber: `0101234000${membershipId}`,
    email: `s${membershipId}@example.ac.kr`,
    positionId: 5,
    positionName: '회원',
    status: 'active',
    statusChangedOn: '2026-09-01',
    reason: '',
    unionConsent: true,
    source: 'manager',
    createdAt: '2026-09-01T01:00:00.000Z',
    charge: null,
    ...fields,
  };
}

/** What the stubbed server keeps: the club's terms and each term's members. */
const db = {
  terms: [] as Term[],
  members: new Map<number, Member[]>(),
  renewal: null as MemberList['renewal'],
};

function listOf(termId: number, url: URL): MemberList {
  const all = db.members.get(termId) ?? [];
  const query = url.searchParams.get('query') ?? '';
  const status = url.searchParams.get('status');
  const shown = all.filter(
    (m) =>
      (!query || m.name.includes(query) || m.studentId.includes(query)) && (!status || m.status === status),
  );
  const byStatus = { pending: 0, active: 0, leave: 0, alumni: 0, withdrawn: 0 };
  for (const m of all) byStatus[m.status]++;
  const charged = all.flatMap((m) => (m.charge && m.charge.status !== 'waived' ? [m.charge] : []));
  const expected = charged.reduce((n, c) => n + c.amount, 0);
  const paid = charged.reduce((n, c) => n + c.paidAmount, 0);
  return {
    term: db.terms.find((each) => each.termId === termId)!,
    members: shown,
    totals: {
      all: all.length,
      byStatus,
      invitations: all.filter((m) => m.invited).length,
      shown: shown.length,
      dues: { expected, paid, outstanding: expected - paid },
    },
    renewal: db.renewal,
  };
}

const refusal = (status: number, code: string, message: string, extra: object = {}) =>
  jsonResponse({ status, code, message, ...extra }, status);

/** The members calls at the network boundary; `route` answers first. */
function serve(route: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return serveManager((request) => {
    const answer = route(request);
    if (answer) return answer;
    const path = request.url.pathname;
    if (path === '/mypage/manager/club/positions') return jsonResponse(positions);
    const position = /^\/mypage\/manager\/club\/positions\/(\d+)$/.exec(path);
    if (position) {
      const body = JSON.parse(String(request.body)) as Pick<Position, 'name' | 'manages'>;
      return jsonResponse({ ...positions[Number(position[1]) - 1]!, ...body });
    }
    const renewal = /^\/mypage\/manager\/club\/terms\/(\d+)\/renewal$/.exec(path);
    if (renewal) {
      const body = JSON.parse(String(request.body)) as Pick<Term, 'name' | 'startsOn' | 'endsOn'>;
      const started = term(20, { ...body, current: false });
      db.terms = [started, ...db.terms];
      db.renewal = {
        fromTermId: Number(renewal[1]),
        fromTermName: '2026-2학기',
        asked: 2,
        yes: 1,
        no: 0,
        unanswered: [{ userId: 2, name: '이하늘', studentId: '20260002' }],
      };
      return jsonResponse({ term: started, asked: 2 });
    }
    if (path === '/mypage/manager/club/terms') {
      if (request.method === 'GET') return jsonResponse(db.terms);
      const body = JSON.parse(String(request.body)) as Pick<Term, 'name' | 'startsOn' | 'endsOn'>;
      const created = term(db.terms.length + 10, body);
      db.terms = [created, ...db.terms];
      return jsonResponse(created);
    }
    const roster = /^\/mypage\/manager\/club\/terms\/(\d+)\/members$/.exec(path);
    if (roster) {
      const termId = Number(roster[1]);
      if (request.method === 'GET') return jsonResponse(listOf(termId, request.url));
      const { email } = JSON.parse(String(request.body)) as { email: string };
      const added = member(99, '', { userId: null, invited: true, email, studentId: '', status: 'pending' });
      db.members.set(termId, [...(db.members.get(termId) ?? []), added]);
      return jsonResponse(added);
    }
    const dues = /^\/mypage\/manager\/club\/terms\/(\d+)\/dues$/.exec(path);
    if (dues) {
      const t2 = db.terms.find((each) => each.termId === Number(dues[1]))!;
      t2.dues = JSON.parse(String(request.body)) as NonNullable<Term['dues']>;
      return jsonResponse(t2);
    }
    const one = /^\/mypage\/manager\/club\/terms\/(\d+)\/members\/(\d+)(\/dues)?$/.exec(path);
    if (one) {
      const list = db.members.get(Number(one[1])) ?? [];
      const m = list.find((each) => each.membershipId === Number(one[2]))!;
      const body = JSON.parse(String(request.body)) as Record<string, unknown>;
      if (one[3] && body.action === 'partial' && m.charge) {
        m.charge = { ...m.charge, paidAmount: m.charge.paidAmount + Number(body.amount) };
      } else if (!one[3] && typeof body.status === 'string') Object.assign(m, { status: body.status });
      return jsonResponse(m);
    }
    return undefined;
  });
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname.startsWith('/mypage/manager/club/') && r.method !== 'GET');

async function openPage() {
  const view = renderApp('/manager/members');
  await screen.findByRole('heading', { level: 1, name: t.pageTitle });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  db.terms = [];
  db.members = new Map();
  db.renewal = null;
});

describe('the terms the forms start from', () => {
  it('is 1학기 from 3/1 to 8/31 and 2학기 from 9/1 to the end of February', () => {
    expect(defaultTermOf('2026-05-10')).toEqual({
      name: '2026-1학기',
      startsOn: '2026-03-01',
      endsOn: '2026-08-31',
    });
    expect(defaultTermOf('2027-01-10')).toEqual({
      name: '2026-2학기',
      startsOn: '2026-09-01',
      endsOn: '2027-02-28',
    });
    expect(nextTermOf({ endsOn: '2027-02-28' })).toEqual({
      name: '2027-1학기',
      startsOn: '2027-03-01',
      endsOn: '2027-08-31',
    });
    expect(nextTermOf({ endsOn: '2027-08-31' }).endsOn).toBe('2028-02-29');
  });
});

describe('/manager/members', () => {
  it('a club with no term is told why and creates its first, then sees the empty roster', async () => {
    const requests = serve();
    const { user } = await openPage();
    expect(await screen.findByText(t.terms.noneTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.terms.create }));
    const dialog = await screen.findByRole('dialog', { name: t.terms.createTitle });
    const name = within(dialog).getByLabelText(new RegExp(t.terms.name));
    await user.clear(name);
    await user.type(name, '2026-2학기');
    await user.click(within(dialog).getByRole('button', { name: t.terms.save }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toMatchObject({ name: '2026-2학기' });
    expect(await screen.findByText(t.terms.created('2026-2학기'))).toBeInTheDocument();
    expect(await screen.findByText(t.roster.emptyTitle)).toBeInTheDocument();
  });

  it('a term whose end is before its start is refused on its field with the contract message, nothing sent', async () => {
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.terms.create }));
    const dialog = await screen.findByRole('dialog', { name: t.terms.createTitle });
    const ends = within(dialog).getByLabelText(new RegExp(t.terms.endsOn));
    await user.clear(ends);
    await user.type(ends, '2000-01-01');
    await user.click(within(dialog).getByRole('button', { name: t.terms.save }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.termOrder)).toBeInTheDocument();
    expect(ends).toHaveAttribute('aria-invalid', 'true');
    expect(writes(requests)).toHaveLength(0);
  });

  it('shows the roster with its columns, totals and dues, and filters by status on the server', async () => {
    db.terms = [
      term(2, {
        memberCount: 2,
        dues: {
          amount: 20000,
          payBy: '2026-09-30',
          bankName: '신한은행',
          accountNumber: '1',
          accountName: '소리울',
        },
      }),
    ];
    db.members.set(2, [
      member(1, '김모아', {
        charge: {
          amount: 20000,
          paidAmount: 20000,
          status: 'paid',
          reason: '',
          paidAt: null,
          claimedAt: null,
        },
      }),
      member(2, '이하늘', {
        status: 'pending',
        charge: {
          amount: 20000,
          paidAmount: 0,
          status: 'unpaid',
          reason: '',
          paidAt: null,
          claimedAt: '2026-11-20T01:00:00.000Z',
        },
      }),
    ]);
    const requests = serve();
    const { user } = await openPage();
    const table = await screen.findByRole('table', { name: t.roster.caption('2026-2학기') });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['선택', '이름', '학번', '학과', '연락처', '직책', '상태', '회비', '관리']);
    const totals = screen.getByRole('region', { name: t.roster.totalsLabel });
    expect(totals).toHaveTextContent(t.roster.totalMembers(2));
    expect(totals).toHaveTextContent('40,000원');
    expect(totals).toHaveTextContent('20,000원');
    // the student who said 입금했어요 is marked, for the treasurer to look for the deposit
    expect(within(table).getByText(/입금했다고 알림/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: new RegExp(`^${MEMBERSHIP_STATUS_LABELS.pending}`) }),
    );
    await waitFor(() => expect(within(table).queryByText('김모아')).not.toBeInTheDocument());
    expect(within(table).getByText('이하늘')).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('status') === 'pending')).toBe(true);
  });

  it('adds a member by e-mail and says it is an invitation when no account has it', async () => {
    db.terms = [term(2)];
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.add.open }));
    const dialog = await screen.findByRole('dialog', { name: t.add.title });
    await user.type(within(dialog).getByLabelText(new RegExp(t.add.email)), 'New@Example.ac.kr');
    await user.click(within(dialog).getByRole('button', { name: t.add.submit }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      email: 'new@example.ac.kr',
      positionId: 5,
    });
    expect(await screen.findByText(t.add.invited('new@example.ac.kr'))).toBeInTheDocument();
  });

  it("says the server's refusal of an added member in the dialog, and a bad e-mail on its field", async () => {
    db.terms = [term(2)];
    const requests = serve((request) =>
      request.method === 'POST' && request.url.pathname.endsWith('/members')
        ? refusal(409, 'ALREADY_MEMBER', MEMBER_MESSAGES.alreadyMember)
        : undefined,
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.add.open }));
    const dialog = await screen.findByRole('dialog', { name: t.add.title });
    const email = within(dialog).getByLabelText(new RegExp(t.add.email));
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: t.add.submit }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(writes(requests)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'kim@example.ac.kr');
    await user.click(within(dialog).getByRole('button', { name: t.add.submit }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.alreadyMember)).toBeInTheDocument();
  });

  it("changes a member's status with its day and reason, and asks for a change when nothing changed", async () => {
    db.terms = [term(2, { memberCount: 1 })];
    db.members.set(2, [member(1, '김모아')]);
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.roster.editLabel('김모아') }));
    const dialog = await screen.findByRole('dialog', { name: t.member.editTitle('김모아') });
    await user.click(within(dialog).getByRole('button', { name: t.member.save }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.nothingToChange)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(t.member.status), 'leave');
    await user.type(within(dialog).getByLabelText(new RegExp(t.member.statusDate)), '2026-10-01');
    await user.type(within(dialog).getByLabelText(new RegExp(t.member.reason)), '군 휴학');
    await user.click(within(dialog).getByRole('button', { name: t.member.save }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      status: 'leave',
      statusDate: '2026-10-01',
      reason: '군 휴학',
    });
    expect(await screen.findByText(t.member.saved('김모아'))).toBeInTheDocument();
  });

  it('records a partial payment of a charge', async () => {
    db.terms = [term(2, { memberCount: 1 })];
    db.members.set(2, [
      member(1, '김모아', {
        status: 'pending',
        charge: { amount: 20000, paidAmount: 0, status: 'unpaid', reason: '', paidAt: null, claimedAt: null },
      }),
    ]);
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.dues.chargeLabel('김모아') }));
    const dialog = await screen.findByRole('dialog', { name: t.dues.chargeTitle('김모아') });
    await user.click(within(dialog).getByRole('radio', { name: t.dues.actions.partial }));
    await user.type(within(dialog).getByLabelText(t.dues.partialAmount, { exact: false }), '5000');
    await user.click(within(dialog).getByRole('button', { name: t.dues.chargeSave }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.url.pathname).toBe('/mypage/manager/club/terms/2/members/1/dues');
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({ action: 'partial', amount: 5000 });
    expect(await screen.findByText(t.dues.partialOf(5000, 20000).trim())).toBeInTheDocument();
  });

  it('a past term is read-only with a note', async () => {
    db.terms = [term(1, { name: '2026-1학기', readOnly: true, current: false, memberCount: 1 })];
    db.members.set(1, [member(1, '김모아')]);
    serve();
    await openPage();
    expect(await screen.findByText(t.terms.readOnlyNote)).toBeInTheDocument();
    expect(await screen.findByText('김모아')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.add.open })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.roster.editLabel('김모아') })).not.toBeInTheDocument();
  });

  it("names a roster file's bad rows in Korean and adds nothing", async () => {
    db.terms = [term(2)];
    serve((request) =>
      request.url.pathname.endsWith('/members/import')
        ? refusal(400, 'ROSTER_INVALID', MEMBER_MESSAGES.rosterBadRows(1), {
            // the server's message names its row already
            rowErrors: [{ row: 3, message: `3번째 줄: ${MEMBER_MESSAGES.rosterRow.studentId}` }],
          })
        : undefined,
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.import.open }));
    const dialog = await screen.findByRole('dialog', { name: t.import.title });
    await user.upload(
      within(dialog).getByLabelText(new RegExp(t.import.file)),
      new File(['이름,학번\n김모아,1\n'], 'roster.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: t.import.submit }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MEMBER_MESSAGES.rosterBadRows(1));
    expect(alert).toHaveTextContent(`3번째 줄: ${MEMBER_MESSAGES.rosterRow.studentId}`);
    expect(alert.textContent.match(/3번째 줄/g)).toHaveLength(1);
  });

  it('downloads the XLSX through the API client', async () => {
    db.terms = [term(2, { memberCount: 1 })];
    db.members.set(2, [member(1, '김모아')]);
    const requests = serve((request) =>
      request.url.pathname.endsWith('/members.xlsx')
        ? new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': XLSX_CONTENT_TYPE } })
        : undefined,
    );
    const { user } = await openPage();
    await screen.findByText('김모아');
    await user.click(screen.getByRole('button', { name: t.exports.xlsx }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/mypage/manager/club/terms/2/members.xlsx')).toBe(true),
    );
  });

  it('starts the next term from this one and shows who has not answered', async () => {
    db.terms = [term(2, { memberCount: 2 })];
    db.members.set(2, [member(1, '김모아'), member(2, '이하늘')]);
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.renewal.open }));
    const dialog = await screen.findByRole('dialog', { name: t.renewal.title });
    expect(within(dialog).getByLabelText(new RegExp(t.terms.name))).toHaveValue('2027-1학기');
    await user.click(within(dialog).getByRole('button', { name: t.renewal.submit }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.url.pathname).toBe('/mypage/manager/club/terms/2/renewal');
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      name: '2027-1학기',
      startsOn: '2027-03-01',
      endsOn: '2027-08-31',
    });
    expect(await screen.findByText(t.renewal.started('2027-1학기', 2))).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: t.renewal.summaryTitle('2026-2학기') });
    expect(summary).toHaveTextContent(t.renewal.counts(2, 1, 0));
    expect(summary).toHaveTextContent(t.renewal.unanswered(1));
    expect(summary).toHaveTextContent('이하늘 (20260002)');
    // the picker follows once the terms are fetched again (the roster may answer first)
    await waitFor(() => expect(screen.getByLabelText(t.terms.pick)).toHaveValue('20'));
  });

  it('renames a position and says an empty name on its field', async () => {
    db.terms = [term(2)];
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.positions.open }));
    const dialog = await screen.findByRole('dialog', { name: t.positions.title });
    const name = within(dialog).getByLabelText(t.positions.name(4));
    await user.clear(name);
    const rowOf = (input: HTMLElement) => input.closest('form')!;
    await user.click(within(rowOf(name)).getByRole('button', { name: t.positions.save }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.positionNameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(writes(requests)).toHaveLength(0);

    await user.type(name, '기획부장');
    await user.click(within(rowOf(name)).getByRole('checkbox', { name: t.positions.manages }));
    await user.click(within(rowOf(name)).getByRole('button', { name: t.positions.save }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.url.pathname).toBe('/mypage/manager/club/positions/4');
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({ name: '기획부장', manages: true });
    expect(await screen.findByText(t.positions.saved('기획부장'))).toBeInTheDocument();
  });

  it('on a phone, cards instead of the table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    db.terms = [term(2, { memberCount: 1 })];
    db.members.set(2, [member(1, '김모아')]);
    serve();
    await openPage();
    const cards = await screen.findByRole('list', { name: t.roster.caption('2026-2학기') });
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('김모아');
    expect(card).toHaveTextContent('20260001');
    expect(card).toHaveTextContent(MEMBERSHIP_STATUS_LABELS.active);
    expect(within(card).getByRole('button', { name: t.roster.editLabel('김모아') })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("edits a term and puts the server's overlap refusal on its field", async () => {
    db.terms = [term(2)];
    const message = MEMBER_MESSAGES.termOverlap('2026-1학기');
    const requests = serve((request) =>
      request.method === 'PUT' && request.url.pathname === '/mypage/manager/club/terms/2'
        ? refusal(409, 'TERM_OVERLAP', message, { fieldErrors: { startsOn: message } })
        : undefined,
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.terms.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.terms.editTitle });
    expect(within(dialog).getByLabelText(new RegExp(t.terms.name))).toHaveValue('2026-2학기');
    const starts = within(dialog).getByLabelText(new RegExp(t.terms.startsOn));
    await user.clear(starts);
    await user.type(starts, '2026-08-01');
    await user.click(within(dialog).getByRole('button', { name: t.terms.save }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      name: '2026-2학기',
      startsOn: '2026-08-01',
      endsOn: '2027-02-28',
    });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(starts).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(starts).toHaveFocus());
  });

  it('a roster that cannot load says so in Korean and offers a retry', async () => {
    db.terms = [term(2)];
    let fail = true;
    serve((request) =>
      fail && request.url.pathname === '/mypage/manager/club/terms/2/members'
        ? refusal(500, 'INTERNAL', 'boom')
        : undefined,
    );
    const { user } = await openPage();
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    // the page's own retry (a 500 also opens the server-down dialog, which has one of its own)
    const retry = screen.getAllByRole('button', { name: /다시 시도/ }).find((b) => !b.closest('dialog'));
    await user.click(retry!);
    expect(await screen.findByText(t.roster.emptyTitle)).toBeInTheDocument();
  });

  it("sets the term's dues, the amount as whole won, and refuses 0 with the contract's words", async () => {
    db.terms = [term(2)];
    const requests = serve();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: t.dues.open }));
    const dialog = await screen.findByRole('dialog', { name: t.dues.title('2026-2학기') });
    const amount = within(dialog).getByLabelText(t.dues.amount, { exact: false });
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: t.dues.save }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.duesAmount)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20,000');
    await user.type(within(dialog).getByLabelText(new RegExp(t.dues.payBy)), '2026-09-30');
    await user.selectOptions(within(dialog).getByLabelText(new RegExp(t.dues.bank)), '신한은행');
    await user.type(within(dialog).getByLabelText(new RegExp(t.dues.accountNumber)), '110123456789');
    await user.type(within(dialog).getByLabelText(new RegExp(t.dues.accountName)), '소리울');
    await user.click(within(dialog).getByRole('button', { name: t.dues.save }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      amount: 20000,
      payBy: '2026-09-30',
      bankName: '신한은행',
      accountNumber: '110123456789',
      accountName: '소리울',
    });
    expect(await screen.findByText(t.dues.saved)).toBeInTheDocument();
    expect(await screen.findByText(t.dues.summary(20000, '2026.09.30 (수)'))).toBeInTheDocument();
  });
});

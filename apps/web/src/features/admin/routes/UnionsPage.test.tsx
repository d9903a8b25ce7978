import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, UNION_MESSAGES, type Union } from '@moa/contract';
import { clearToken } from '../../../lib/session';
import { unionsKo } from '../../../text/ko-unions';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

const club = (id: number, clubName: string) => ({
  id,
  clubName,
  category: 'performance',
  content: '',
  poster: '',
  managers: [],
});
const CLUBS = [club(1, '소리울'), club(2, '극단 한울'), club(3, '코드랩')];

const seoul: Union = {
  id: 7,
  name: '총동아리연합회',
  university: '서울캠퍼스',
  rules: { minMembers: 20, minDepartments: 3, maxDepartmentPercent: 50, minActivities: null },
  clubIds: [1, 2],
  clubCount: 2,
  updatedAt: '2026-03-02T01:00:00.000Z',
};

/** A tiny stand-in for the unions' calls, at the network boundary. */
function unionsServer(state: { unions: Union[] }) {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'admin-token');
  return stubFetch(async (request: RecordedRequest) => {
    const { url, method } = request;
    if (url.pathname === '/api/auth/me')
      return jsonResponse(sampleUser({ authority: 'ROLE_ADMIN', email: 'admin@example.ac.kr' }));
    if (url.pathname === '/api/admin/clubs') return jsonResponse({ clubs: CLUBS });
    if (url.pathname === '/api/admin/unions' && method === 'GET')
      return jsonResponse({ unions: state.unions });
    if (url.pathname.startsWith('/api/admin/unions') && (method === 'POST' || method === 'PUT')) {
      const body = JSON.parse(String(request.body)) as Omit<Union, 'id' | 'clubCount' | 'updatedAt'>;
      if (
        state.unions.some(
          (u) => u.name === body.name && u.university === body.university && method === 'POST',
        )
      ) {
        const message = UNION_MESSAGES.nameTaken(body.university);
        return jsonResponse(
          { status: 409, code: 'UNION_NAME_TAKEN', message, fieldErrors: { name: message } },
          409,
        );
      }
      const id = method === 'POST' ? 100 + state.unions.length : Number(url.pathname.split('/').pop());
      const saved = { ...body, id, clubCount: body.clubIds.length, updatedAt: '2026-03-03T01:00:00.000Z' };
      state.unions = [
        ...state.unions
          .filter((u) => u.id !== id)
          .map((u) => ({ ...u, clubIds: u.clubIds.filter((c) => !body.clubIds.includes(c)) })),
        saved,
      ];
      return jsonResponse(saved);
    }
    if (url.pathname.startsWith('/api/admin/unions/') && method === 'DELETE') {
      state.unions = state.unions.filter((u) => u.id !== Number(url.pathname.split('/').pop()));
      return jsonResponse({ success: true });
    }
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

describe('/admin/unions', () => {
  it('lists each union with its university, its rules in words and its clubs', async () => {
    unionsServer({
      unions: [seoul, { ...seoul, id: 8, name: '연합회', university: '', clubIds: [], clubCount: 0 }],
    });
    renderApp('/admin/unions');
    const list = await screen.findByRole('list', { name: unionsKo.pageTitle });
    const [first, second] = within(list).getAllByRole('listitem', { name: /연합회/ });
    expect(within(first!).getByRole('heading', { name: '총동아리연합회' })).toBeInTheDocument();
    expect(within(first!).getByText('서울캠퍼스')).toBeInTheDocument();
    for (const words of ['회원 20명 이상', '학과 3개 이상', '한 학과 50% 이하']) {
      expect(within(first!).getByText(words)).toBeInTheDocument();
    }
    expect(within(first!).queryByText(/학기 활동/)).toBeNull();
    expect(within(first!).getByText('소리울, 극단 한울')).toBeInTheDocument();
    expect(within(second!).getByText(unionsKo.wholeUniversity)).toBeInTheDocument();
    expect(within(second!).getByText(unionsKo.noClubs)).toBeInTheDocument();
    expect(screen.getByText(unionsKo.count(2))).toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    unionsServer({ unions: [] });
    renderApp('/admin/unions');
    expect(await screen.findByText(unionsKo.empty)).toBeInTheDocument();
  });

  it('checks the dialog, sends the rules left empty as null, and moves a club from another union', async () => {
    const requests = unionsServer({ unions: [seoul] });
    const user = userEvent.setup();
    renderApp('/admin/unions');
    await user.click(await screen.findByRole('button', { name: unionsKo.create }));
    const dialog = screen.getByRole('dialog', { name: unionsKo.dialog.createTitle });

    await user.click(within(dialog).getByRole('button', { name: unionsKo.dialog.submitCreate }));
    expect(within(dialog).getByText(UNION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(UNION_MESSAGES.ruleRequired)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(unionsKo.dialog.name)).toHaveFocus());

    await user.type(within(dialog).getByLabelText(unionsKo.dialog.name), '중앙동아리연합회');
    await user.type(within(dialog).getByLabelText(/^학교·캠퍼스/), '글로벌캠퍼스');
    const percent = within(dialog).getByLabelText(/^한 학과 비율 최대/);
    await user.type(percent, '101');
    await user.click(within(dialog).getByRole('button', { name: unionsKo.dialog.submitCreate }));
    await waitFor(() =>
      expect(percent).toHaveAccessibleDescription(
        expect.stringContaining(UNION_MESSAGES.maxDepartmentPercent),
      ),
    );
    await user.clear(percent);
    await user.type(percent, '49');
    await user.type(within(dialog).getByLabelText(/^회원 수 최소/), '15');

    // 극단 한울 belongs to 서울캠퍼스 총동아리연합회 now: the checklist says so
    const hanul = within(dialog).getByRole('checkbox', { name: /극단 한울/ });
    expect(hanul.closest('label')).toHaveTextContent(
      unionsKo.dialog.clubElsewhere('서울캠퍼스 총동아리연합회'),
    );
    await user.click(hanul);
    await user.click(within(dialog).getByRole('checkbox', { name: /코드랩/ }));
    expect(within(dialog).getByText(unionsKo.dialog.clubsSelected(2))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: unionsKo.dialog.submitCreate }));

    expect(await screen.findByText(unionsKo.created('중앙동아리연합회'))).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/unions')!;
    expect(JSON.parse(String(post.body))).toEqual({
      name: '중앙동아리연합회',
      university: '글로벌캠퍼스',
      rules: { minMembers: 15, minDepartments: null, maxDepartmentPercent: 49, minActivities: null },
      clubIds: [2, 3],
    });
    const list = screen.getByRole('list', { name: unionsKo.pageTitle });
    const card = within(list).getByRole('listitem', { name: '총동아리연합회' });
    await waitFor(() => expect(within(card).getByText('소리울')).toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: '중앙동아리연합회' })).toHaveTextContent(
      '극단 한울, 코드랩',
    );
  });

  it("puts the server's refusal of a taken name on the name field", async () => {
    unionsServer({ unions: [seoul] });
    const user = userEvent.setup();
    renderApp('/admin/unions');
    await user.click(await screen.findByRole('button', { name: unionsKo.create }));
    const dialog = screen.getByRole('dialog', { name: unionsKo.dialog.createTitle });
    await user.type(within(dialog).getByLabelText(unionsKo.dialog.name), '총동아리연합회');
    await user.type(within(dialog).getByLabelText(/^학교·캠퍼스/), '서울캠퍼스');
    await user.type(within(dialog).getByLabelText(/^학기 활동 최소/), '4');
    await user.click(within(dialog).getByRole('button', { name: unionsKo.dialog.submitCreate }));
    const name = within(dialog).getByLabelText(unionsKo.dialog.name);
    await waitFor(() => expect(name).toHaveAccessibleDescription(UNION_MESSAGES.nameTaken('서울캠퍼스')));
    expect(screen.getByRole('dialog', { name: unionsKo.dialog.createTitle })).toBeInTheDocument();
  });

  it('edits a union from its own values, and deletes one after a confirmation', async () => {
    const requests = unionsServer({ unions: [seoul] });
    const user = userEvent.setup();
    renderApp('/admin/unions');
    await user.click(await screen.findByRole('button', { name: unionsKo.editLabel('총동아리연합회') }));
    const dialog = screen.getByRole('dialog', { name: unionsKo.dialog.editTitle });
    expect(within(dialog).getByLabelText(/^회원 수 최소/)).toHaveValue(20);
    expect(within(dialog).getByLabelText(/^학기 활동 최소/)).toHaveValue(null);
    expect(within(dialog).getByRole('checkbox', { name: /소리울/ })).toBeChecked();
    await user.clear(within(dialog).getByLabelText(/^학과 수 최소/));
    await user.click(within(dialog).getByRole('checkbox', { name: /소리울/ }));
    await user.click(within(dialog).getByRole('button', { name: unionsKo.dialog.submitEdit }));
    expect(await screen.findByText(unionsKo.updated('총동아리연합회'))).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/unions/7');
    expect(JSON.parse(String(put.body))).toMatchObject({
      rules: { minMembers: 20, minDepartments: null, maxDepartmentPercent: 50, minActivities: null },
      clubIds: [2],
    });

    await user.click(screen.getByRole('button', { name: unionsKo.deleteLabel('총동아리연합회') }));
    const confirm = screen.getByRole('alertdialog', { name: unionsKo.deleteDialog.title });
    expect(confirm).toHaveTextContent(unionsKo.deleteDialog.body('총동아리연합회', 1));
    await user.click(within(confirm).getByRole('button', { name: unionsKo.deleteDialog.confirm }));
    expect(await screen.findByText(unionsKo.deleted('총동아리연합회'))).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/admin/unions/7')).toBe(
      true,
    );
    expect(await screen.findByText(unionsKo.empty)).toBeInTheDocument();
  });
});

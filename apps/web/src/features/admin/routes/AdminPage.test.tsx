import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SYSTEM_ACTORS, SESSION_STORAGE_KEY, VALIDATION } from '@moa/contract';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

interface ServerState {
  clubs: {
    id: number;
    clubName: string;
    category: string;
    content: string;
    poster: string;
    managers: string[];
  }[];
  managers: { email: string; clubId: number; clubName: string; grantedAt: string; signedIn: boolean }[];
  audit: {
    id: number;
    createdAt: string;
    actorEmail: string;
    action: string;
    targetType: string;
    targetId: string;
    detail: string;
  }[];
}

/** A tiny in-memory stand-in for the admin calls, at the network boundary. */
function adminServer(state: ServerState) {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'admin-token');
  const requests = stubFetch(async (request: RecordedRequest) => {
    const { url, method } = request;
    if (url.pathname === '/api/auth/me')
      return jsonResponse(sampleUser({ authority: 'ROLE_ADMIN', email: 'admin@example.ac.kr' }));
    if (url.pathname === '/api/admin/clubs' && method === 'GET') return jsonResponse({ clubs: state.clubs });
    if (url.pathname === '/api/admin/clubs' && method === 'POST') {
      const form = request.body as FormData;
      const part = JSON.parse(await (form.get('request') as Blob).text()) as { clubName: string };
      // the server's rule: one club per name, without case or white space
      const key = (name: string) => name.toLowerCase().replace(/\s+/g, '');
      if (state.clubs.some((c) => key(c.clubName) === key(part.clubName))) {
        const message = VALIDATION.clubNameTaken;
        return jsonResponse(
          { status: 409, code: 'CLUB_NAME_TAKEN', message, fieldErrors: { clubName: message } },
          409,
        );
      }
      const id = state.clubs.length + 1;
      state.clubs.push({ id, category: 'academic', content: '', poster: '', managers: [], ...part });
      return jsonResponse({ id });
    }
    if (url.pathname === '/api/admin/managers' && method === 'GET')
      return jsonResponse({ managers: state.managers });
    if (url.pathname === '/api/admin/managers' && method === 'POST') {
      const body = JSON.parse(String(request.body)) as { email: string; clubId: number };
      if (body.email === 'refused@example.ac.kr')
        return jsonResponse({ status: 409, code: 'CONFLICT', message: '받을 수 없는 이메일입니다' }, 409);
      const club = state.clubs.find((c) => c.id === body.clubId)!;
      const grant = {
        ...body,
        clubName: club.clubName,
        grantedAt: '2026-03-02T01:00:00.000Z',
        signedIn: false,
      };
      state.managers.push(grant);
      return jsonResponse(grant);
    }
    if (url.pathname.startsWith('/api/admin/managers/') && method === 'DELETE') {
      const email = decodeURIComponent(url.pathname.split('/').pop()!);
      state.managers = state.managers.filter((m) => m.email !== email);
      return jsonResponse({ success: true });
    }
    if (url.pathname === '/api/admin/audit') {
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit'));
      const list = state.audit.filter((e) => !before || e.id < Number(before)).slice(0, limit);
      return jsonResponse({ entries: list });
    }
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
  return requests;
}

const band = {
  id: 1,
  clubName: '소리울',
  category: 'performance',
  content: '어쿠스틱 밴드',
  poster: '/files/band.webp',
  managers: ['manager@example.ac.kr'],
};

describe('/admin clubs', () => {
  it('lists clubs with poster, Korean category and managers', async () => {
    adminServer({
      clubs: [band, { ...band, id: 2, clubName: '코드랩', category: 'computing', poster: '', managers: [] }],
      managers: [],
      audit: [],
    });
    renderApp('/admin');
    const list = await screen.findByRole('list', { name: ko.pages.clubList });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: '소리울' })).toBeInTheDocument();
    expect(within(items[0]!).getByText(manageKo.admin.categories.performance)).toBeInTheDocument();
    expect(within(items[0]!).getByText('manager@example.ac.kr')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('img', { name: manageKo.admin.clubs.posterAlt('소리울') }),
    ).toHaveAttribute('src', expect.stringMatching(/\/files\/band\.webp$/));
    expect(within(items[1]!).getByText(manageKo.admin.categories.computing)).toBeInTheDocument();
    expect(within(items[1]!).getByText(manageKo.admin.clubs.noManagers)).toBeInTheDocument();
  });

  it('validates the club form, checks the poster file and creates the club as multipart', async () => {
    const requests = adminServer({ clubs: [band], managers: [], audit: [] });
    // the picker's accept list is a hint; a file of another type must still be refused
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: manageKo.admin.clubs.create }));
    const form = screen.getByRole('form', { name: manageKo.admin.clubs.formCreateTitle });

    await user.click(within(form).getByRole('button', { name: manageKo.admin.clubs.submitCreate }));
    expect(within(form).getByText('동아리 이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.invalidChoice)).toBeInTheDocument();
    // the first invalid field takes the focus
    await waitFor(() => expect(within(form).getByLabelText(manageKo.admin.clubs.name)).toHaveFocus());

    const file = within(form).getByLabelText(new RegExp(`^${manageKo.admin.clubs.poster}`));
    await user.upload(file, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText(VALIDATION.imageType)).toBeInTheDocument();
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
    await user.upload(file, big);
    expect(within(form).getByText(VALIDATION.imageSize)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(manageKo.admin.clubs.name), '  새 동아리 ');
    await user.selectOptions(
      within(form).getByLabelText(manageKo.admin.clubs.category),
      manageKo.admin.categories.academic,
    );
    await user.type(
      within(form).getByLabelText(new RegExp(`^${manageKo.admin.clubs.content}`)),
      '함께 공부해요',
    );
    await user.upload(
      file,
      new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' }),
    );
    expect(within(form).getByText(formsKo.image.newFile('poster.png'))).toBeInTheDocument();
    expect(
      within(form).getByRole('img', { name: formsKo.image.previewAlt(manageKo.admin.clubs.poster) }),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: manageKo.admin.clubs.submitCreate }));

    expect(await screen.findByText(manageKo.admin.clubs.created('새 동아리'))).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/clubs')!;
    const body = post.body as FormData;
    expect(JSON.parse(await (body.get('request') as Blob).text())).toEqual({
      clubName: '새 동아리',
      category: 'academic',
      content: '함께 공부해요',
    });
    expect((body.get('poster') as File).name).toBe('poster.png');
    // the list was fetched again and shows the new club
    expect(await screen.findByRole('heading', { name: '새 동아리' })).toBeInTheDocument();
  });
});

describe('/admin club names', () => {
  it('says on the name field that another club has the name (409), and creates nothing', async () => {
    const requests = adminServer({ clubs: [band], managers: [], audit: [] });
    const user = userEvent.setup();
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: manageKo.admin.clubs.create }));
    const form = screen.getByRole('form', { name: manageKo.admin.clubs.formCreateTitle });
    await user.type(within(form).getByLabelText(manageKo.admin.clubs.name), '소 리울');
    await user.selectOptions(
      within(form).getByLabelText(manageKo.admin.clubs.category),
      manageKo.admin.categories.academic,
    );
    await user.click(within(form).getByRole('button', { name: manageKo.admin.clubs.submitCreate }));

    const name = within(form).getByLabelText(manageKo.admin.clubs.name);
    await waitFor(() => expect(name).toHaveAccessibleDescription(VALIDATION.clubNameTaken));
    await waitFor(() => expect(name).toHaveFocus());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: '소리울' })).toHaveLength(1);
  });
});

describe('/admin managers', () => {
  it('grants by e-mail for a club and revokes after a confirmation', async () => {
    const requests = adminServer({
      clubs: [band],
      managers: [
        {
          email: 'manager@example.ac.kr',
          clubId: 1,
          clubName: '소리울',
          grantedAt: '2026-03-01T00:00:00.000Z',
          signedIn: true,
        },
      ],
      audit: [],
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=managers');

    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /manager@example\.ac\.kr/ });
    expect(row).toHaveTextContent('소리울');
    expect(row).toHaveTextContent('2026.03.01 (일) 09:00');
    expect(row).toHaveTextContent(manageKo.admin.managers.signedIn);

    const form = screen.getByRole('form', { name: manageKo.admin.managers.grantTitle });
    await user.type(within(form).getByLabelText(manageKo.admin.managers.email), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: manageKo.admin.managers.grant }));
    expect(within(form).getByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.invalidChoice)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(manageKo.admin.managers.email)).toHaveFocus());

    await user.clear(within(form).getByLabelText(manageKo.admin.managers.email));
    await user.type(within(form).getByLabelText(manageKo.admin.managers.email), 'New@Example.ac.kr');
    await user.selectOptions(within(form).getByLabelText(manageKo.admin.managers.club), '1');
    await user.click(within(form).getByRole('button', { name: manageKo.admin.managers.grant }));
    expect(
      await screen.findByText(manageKo.admin.managers.granted('new@example.ac.kr', '소리울')),
    ).toBeInTheDocument();
    const grant = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/managers')!;
    expect(JSON.parse(String(grant.body))).toEqual({ email: 'new@example.ac.kr', clubId: 1 });
    const newRow = await within(screen.getByRole('table')).findByRole('row', { name: /new@example\.ac\.kr/ });
    expect(newRow).toHaveTextContent(manageKo.admin.managers.notSignedIn);

    await user.click(
      within(newRow).getByRole('button', { name: manageKo.admin.managers.revokeLabel('new@example.ac.kr') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: manageKo.admin.managers.revokeTitle });
    expect(dialog).toHaveTextContent(manageKo.admin.managers.revokeBody('new@example.ac.kr', '소리울'));
    await user.click(within(dialog).getByRole('button', { name: manageKo.admin.managers.revokeConfirm }));
    expect(await screen.findByText(manageKo.admin.managers.revoked('new@example.ac.kr'))).toBeInTheDocument();
    expect(
      requests.some(
        (r) => r.method === 'DELETE' && r.url.pathname === '/api/admin/managers/new%40example.ac.kr',
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByRole('row', { name: /new@example\.ac\.kr/ }),
      ).toBeNull(),
    );
  });

  it('says a refused grant under the form, and no more once the next grant goes through', async () => {
    adminServer({ clubs: [band], managers: [], audit: [] });
    const user = userEvent.setup();
    renderApp('/admin?tab=managers');
    const form = await screen.findByRole('form', { name: manageKo.admin.managers.grantTitle });
    await user.selectOptions(await within(form).findByLabelText(manageKo.admin.managers.club), '1');
    await user.type(within(form).getByLabelText(manageKo.admin.managers.email), 'refused@example.ac.kr');
    await user.click(within(form).getByRole('button', { name: manageKo.admin.managers.grant }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('받을 수 없는 이메일입니다');

    await user.clear(within(form).getByLabelText(manageKo.admin.managers.email));
    await user.type(within(form).getByLabelText(manageKo.admin.managers.email), 'new@example.ac.kr');
    await user.click(within(form).getByRole('button', { name: manageKo.admin.managers.grant }));
    expect(
      await screen.findByText(manageKo.admin.managers.granted('new@example.ac.kr', '소리울')),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

describe('/admin audit log', () => {
  it('shows who did what and when, newest first, with "더 보기" paging', async () => {
    const audit = Array.from({ length: 25 }, (_, i) => {
      const id = 25 - i;
      return {
        id,
        createdAt: '2026-03-01T10:30:00.000Z',
        actorEmail: 'admin@example.ac.kr',
        action: id === 25 ? 'manager.grant' : 'club.update',
        targetType: id === 25 ? 'user' : 'club',
        targetId: id === 25 ? 'new@example.ac.kr' : '1',
        detail:
          id === 25
            ? JSON.stringify({ clubId: 1 })
            : JSON.stringify({ category: 'performance', poster: false }),
      };
    });
    const requests = adminServer({ clubs: [band], managers: [], audit });
    const user = userEvent.setup();
    renderApp('/admin?tab=audit');

    const list = await screen.findByRole('list', { name: manageKo.admin.tabs.audit });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('사용자 new@example.ac.kr');
    expect(items[0]).toHaveTextContent('동아리소리울');
    expect(items[0]).toHaveTextContent('2026.03.01 (일) 19:30');
    expect(items[1]).toHaveTextContent(manageKo.admin.audit.actions['club.update']!);
    expect(items[1]).toHaveTextContent('동아리 소리울');
    expect(items[1]).toHaveTextContent(`분야${manageKo.admin.categories.performance}`);

    await user.click(screen.getByRole('button', { name: manageKo.admin.audit.more }));
    expect(await screen.findByText(manageKo.admin.audit.end)).toBeInTheDocument();
    const more = requests.filter(
      (r) => r.url.pathname === '/api/admin/audit' && r.url.searchParams.get('before'),
    );
    expect(more[0]!.url.searchParams.get('before')).toBe('6');
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list),
    ).toHaveLength(25);
  });

  it('names every action the server records, and its own timers, in Korean, never by code', async () => {
    const audit = AUDIT_ACTIONS.map((action, i) => ({
      id: AUDIT_ACTIONS.length - i,
      createdAt: '2026-03-01T10:30:00.000Z',
      actorEmail: AUDIT_SYSTEM_ACTORS[i % AUDIT_SYSTEM_ACTORS.length]!,
      action,
      targetType: 'show',
      targetId: '7',
      detail: '{}',
    })).slice(0, 20);
    adminServer({ clubs: [band], managers: [], audit });
    renderApp('/admin?tab=audit');
    const list = await screen.findByRole('list', { name: manageKo.admin.tabs.audit });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    items.forEach((item, i) => {
      const label = manageKo.admin.audit.actions[audit[i]!.action];
      expect(label, audit[i]!.action).toMatch(/[가-힣]/);
      expect(item).toHaveTextContent(label!);
      expect(item).not.toHaveTextContent(audit[i]!.action);
      expect(item).toHaveTextContent(manageKo.admin.audit.systemActors[audit[i]!.actorEmail]!);
    });
    // The table has a Korean label for every code, including those past the first page.
    for (const action of AUDIT_ACTIONS)
      expect(manageKo.admin.audit.actions[action], action).toMatch(/[가-힣]/);
  });
});

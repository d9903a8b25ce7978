import type { ManagerWaitlist, ManagerWaitlistEntry } from '@moa/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

setUpManagerTests();

const t = manageKo.waitlist;

const entry = (waitlistId: number, overrides: Partial<ManagerWaitlistEntry>): ManagerWaitlistEntry => ({
  waitlistId,
  position: null,
  name: '',
  stdCode: '',
  phoneNumber: '',
  wishToPurchaseTickets: 1,
  status: 'waiting',
  offer: null,
  joinedAt: '2099-11-20T01:05:00.000Z',
  changedAt: null,
  ...overrides,
});

const LIST: ManagerWaitlist = {
  scheduleId: 21,
  showId: 3,
  title: '소리울 정기공연 〈울림〉',
  order: 2,
  date: '2099-11-28',
  time: '19:00',
  waitlistEnabled: true,
  entries: [
    entry(1, {
      name: '김하나',
      stdCode: '20230001',
      phoneNumber: '01011112222',
      status: 'claimed',
      changedAt: '2099-11-21T03:00:00.000Z',
    }),
    entry(2, {
      position: 1,
      name: '이두리',
      stdCode: '20230002',
      phoneNumber: '010-3333-4444',
      wishToPurchaseTickets: 2,
      status: 'offered',
      offer: { tickets: 2, expiresAt: '2099-11-22T05:30:00.000Z', seats: [] },
    }),
    entry(3, { position: 2, name: '박세나', stdCode: '20230003', wishToPurchaseTickets: 3 }),
    entry(4, { name: '최네모', stdCode: '20230004', status: 'lapsed' }),
    entry(5, { name: '정다섯', stdCode: '20230005', status: 'left' }),
  ],
};

function serve(answer: () => Response = () => jsonResponse(LIST)) {
  return serveManager((request) =>
    request.url.pathname === '/mypage/manager/holder/21/waitlist' ? answer() : undefined,
  );
}

async function open() {
  const utils = renderApp('/manager/holder/21/waitlist');
  await screen.findByRole('heading', { level: 1, name: t.pageTitle });
  return utils;
}

describe('a schedule’s waiting list for its manager', { timeout: 30_000 }, () => {
  it('lists everyone in join order: place, student, tickets wanted, status and when they joined', async () => {
    serve();
    await open();
    expect(screen.getByText(LIST.title)).toBeInTheDocument();
    expect(screen.getByText('2회차')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t.summary(1, 1));
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/manager/holder/21');

    const table = screen.getByRole('table', { name: t.caption(LIST.title, 2) });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `–김하나20230001010-1111-22221매${t.statuses.claimed}${t.changedAt('11.21 12:00')}11.20 10:05`,
      `1이두리20230002010-3333-44442매${t.statuses.offered}${t.offeredUntil('11월 22일 (일) 오후 2:30')}11.20 10:05`,
      `2박세나202300033매${t.statuses.waiting}11.20 10:05`,
      `–최네모202300041매${t.statuses.lapsed}11.20 10:05`,
      `–정다섯202300051매${t.statuses.left}11.20 10:05`,
    ]);
    expect(screen.queryByText(t.disabled)).not.toBeInTheDocument();
  });

  it('on a phone, cards', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve();
    await open();
    const cards = screen.getByRole('list', { name: t.caption(LIST.title, 2) });
    const offered = within(cards).getByRole('listitem', { name: '이두리' });
    expect(offered).toHaveTextContent(t.statuses.offered);
    expect(offered).toHaveTextContent('20230002');
    expect(offered).toHaveTextContent('2매');
    expect(within(offered).getByLabelText(`${t.columns.position} 1`)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a show without a waiting list says so and leads to its edit form; nobody in it says so too', async () => {
    serve(() => jsonResponse({ ...LIST, waitlistEnabled: false, entries: [] }));
    await open();
    expect(screen.getByText(t.disabled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.editShow })).toHaveAttribute('href', '/edit/show/3');
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });

  it('another club’s or an unknown schedule says it cannot be found, with the way back', async () => {
    serve(() => jsonResponse({ status: 404, code: 'NOT_FOUND', message: '회차를 찾을 수 없습니다.' }, 404));
    await open();
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: manageKo.managerArea.holders.back })).toHaveAttribute(
      'href',
      '/manager/mypage',
    );
  });
});

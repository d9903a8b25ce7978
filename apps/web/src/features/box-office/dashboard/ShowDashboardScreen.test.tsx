import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';
import { niceMax } from './SalesChart';

const d = manageKo.holderMoney.dashboard;

setUpManagerTests();

const figures = {
  maxPeople: 100,
  soldSeats: 30,
  paidSeats: 20,
  outstandingSeats: 10,
  expected: 300000,
  confirmed: 200000,
  outstanding: 100000,
  expired: 2,
  expiredSeats: 3,
  admittedSeats: 0,
};
const dashboard = {
  showId: 3,
  title: '소리울 정기공연 〈울림〉',
  schedules: [
    { scheduleId: 7, order: 1, date: '2026-05-12', time: '19:00', ...figures, grades: [] },
    {
      scheduleId: 8,
      order: 2,
      date: '2026-05-13',
      time: '14:00',
      ...figures,
      soldSeats: 0,
      paidSeats: 0,
      grades: [{ name: 'R석', price: 20000, color: '#E11D48', seats: 40, sold: 12 }],
    },
  ],
  totals: { ...figures, maxPeople: 200 },
  salesOverTime: [
    { date: '2026-05-01', reservations: 3, tickets: 6, paidTickets: 4 },
    { date: '2026-05-02', reservations: 0, tickets: 0, paidTickets: 0 },
    { date: '2026-05-03', reservations: 5, tickets: 9, paidTickets: 2 },
  ],
};

describe('show dashboard', () => {
  it('shows the totals, every schedule with a link to its holders, and the chart with its table', async () => {
    serveManager((request) =>
      request.url.pathname === '/mypage/manager/show/3/dashboard' ? jsonResponse(dashboard) : undefined,
    );
    renderApp('/manager/show/3/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: dashboard.title })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: d.totals });
    expect(totals).toHaveTextContent(`${d.soldSeats}30 / 200석`);
    expect(totals).toHaveTextContent(`${d.confirmed}200,000원`);
    expect(totals).toHaveTextContent(`${d.expired}2건 · 3석 반환`);

    const table = screen.getByRole('table', { name: d.schedulesCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // a seated schedule's grades: each one's seats held of its seats for sale
    expect(within(table).getByRole('list', { name: d.gradesLabel(2) })).toHaveTextContent('R석 12 / 40석');
    expect(within(table).getByRole('link', { name: d.holdersLabel(2) })).toHaveAttribute(
      'href',
      '/manager/holder/8',
    );

    expect(screen.getByRole('img', { name: d.chartLabel(3, '15') })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText(d.tableToggle));
    const days = screen.getByRole('table', { name: d.tableCaption });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
    expect(within(days).getByRole('row', { name: /2026-05-03/ })).toHaveTextContent('2026-05-03592');
  });

  it('a seated schedule’s sold map: held seats crossed and said, blocked ones named, unsold ones off', async () => {
    const plan = {
      scheduleId: 8,
      hallId: 2,
      hallName: '소극장',
      stage: 'top',
      seats: [1, 2, 3, 4].map((n) => ({
        key: `가-${n}`,
        section: '',
        row: '가',
        number: n,
        x: n - 1,
        y: 1,
        kind: 'seat',
      })),
      grades: [{ name: 'R석', price: 20000, color: '#E11D48', seats: ['가-1', '가-2', '가-3'] }],
      blocks: [{ label: '운영석', seats: ['가-3'] }],
      wheelchairReleaseHours: 24,
      held: ['가-1'],
      maxPeople: 2,
    };
    serveManager((request) => {
      if (request.url.pathname === '/mypage/manager/show/3/dashboard') return jsonResponse(dashboard);
      if (request.url.pathname === '/mypage/manager/schedule/8/seats') return jsonResponse(plan);
      return undefined;
    });
    renderApp('/manager/show/3/dashboard');
    const map = await screen.findByRole('grid', { name: d.soldMapLabel(2) });
    const cells = within(map).getAllByRole('gridcell');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      '가열 1번, R석, 예매됨',
      '가열 2번, R석, 판매 중',
      '가열 3번, R석, 막은 좌석',
      '가열 4번, 판매하지 않음',
    ]);
    expect(cells[0]).toHaveAttribute('aria-disabled', 'true');
    expect(cells[3]).toHaveAttribute('aria-disabled', 'true');
  });

  it('another club’s or a missing show says so, with the way back', async () => {
    serveManager();
    renderApp('/manager/show/99/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(d.notFound);
    expect(within(alert).getByRole('link', { name: d.back })).toHaveAttribute('href', '/manager/show');
  });

  it('rounds the chart’s top to 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 3, 7, 12, 48, 51, 230].map(niceMax)).toEqual([4, 4, 10, 20, 50, 100, 500]);
  });
});

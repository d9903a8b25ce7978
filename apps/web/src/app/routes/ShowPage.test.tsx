import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../text/ko';
import { studentKo } from '../../text/ko-student';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { sampleSchedule as schedule, sampleShow } from '../../test/show';

/**
 * /show/:showId as the app composes it: the browse feature's page with the reservations feature's panel in its
 * reservation slot. Reserving itself (count, limits, total, modals) is tested in
 * features/reservations/components/ReservationPanel.test.tsx, on this same composed page.
 */

const PAST = '2020-03-02';

const SHOW = sampleShow({
  scheduleList: [
    // listed out of order: shown by order
    schedule(12, 2, { applyPeople: 78 }),
    schedule(11, 1, { time: '14:00:00', maxTickets: 3 }),
    schedule(13, 3, { time: '18:00:00', applyPeople: 80 }),
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openShow(scheduleList: unknown[] = SHOW.scheduleList) {
  stubFetch(({ url }) =>
    url.pathname === '/show/detail/7'
      ? jsonResponse({ ...SHOW, scheduleList })
      : jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404),
  );
  renderApp('/show/7');
  // the first render loads the lazy page chunk: generous under a loaded test run
  await screen.findByRole('heading', { level: 1, name: SHOW.showName }, { timeout: 5000 });
  return screen.getByRole('region', { name: ko.browse.showDetail.schedules });
}

describe('/show/:showId (composed)', () => {
  it('the information, then one reservation area under 회차 선택: schedules by order, sold out disabled', async () => {
    const area = await openShow();
    expect(screen.getByText('120분')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '소리울' })).toHaveAttribute('href', '/clubs/1');

    const radios = within(area).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1회차 · 11월 28일 (토) 14:00 · 15,000원 · 잔여석 70석',
      '2회차 · 11월 28일 (토) 19:00 · 15,000원 · 잔여석 2석',
      '3회차 · 11월 28일 (토) 18:00 · 15,000원 · 잔여석 0석 · 매진',
    ]);
    expect(within(area).getByRole('radio', { name: /^3회차.*매진$/ })).toBeDisabled();
    expect(within(area).getByRole('radio', { name: /^1회차/ })).toBeEnabled();

    // one picker, one stepper, one total, one 예매하기 on the whole page
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('group', { name: studentKo.reserve.tickets })).toHaveLength(1);
    expect(screen.getAllByText(studentKo.reserve.total)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: studentKo.reserve.reserve })).toHaveLength(1);
    expect(within(area).getByRole('button', { name: studentKo.reserve.reserve })).toBeEnabled();
  });

  it.each([
    [
      'every schedule sold out',
      SHOW.scheduleList.map((s) => ({ ...s, applyPeople: s.maxPeople })),
      studentKo.reserve.allSoldOut,
    ],
    [
      'every schedule started',
      SHOW.scheduleList.map((s) => ({ ...s, date: PAST })),
      studentKo.reserve.noOpenSchedule,
    ],
    ['no schedules', [], studentKo.reserve.schedulesEmpty],
  ])('%s: its note appears once, and 예매하기 is disabled', async (_, scheduleList, note) => {
    const area = await openShow(scheduleList);
    expect(screen.getAllByText(note)).toHaveLength(1);
    expect(within(area).getByText(note)).toBeInTheDocument();
    const others = [
      studentKo.reserve.allSoldOut,
      studentKo.reserve.noOpenSchedule,
      studentKo.reserve.schedulesEmpty,
    ].filter((text) => text !== note);
    for (const text of others) expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: studentKo.reserve.tickets })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: studentKo.reserve.reserve })).toBeDisabled();
  });
});

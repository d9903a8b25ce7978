import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeSessionExpired } from '../../../lib/session';
import { jsonResponse } from '../../../test/fetch';
import { signedInStudentEachTest } from '../../../test/session';
import { studentKo } from '../../../text/ko-student';
import { card, openMyPage, serve } from './MyPage.fixtures';

signedInStudentEachTest(closeSessionExpired);

const CODE = 'MOA1-31-11-0123456789ABCDEF0123456789ABCDEF';
const paid = card({
  status: 'paid',
  paid: true,
  ticket: { code: CODE, holder: '김모아', admitted: 0 },
});

describe('/mypage e-tickets', () => {
  it('a paid reservation shows its ticket: the QR of its code, show, schedule, date, time, place, holder, count', async () => {
    serve({ reservations: () => jsonResponse([paid]) });
    await openMyPage();
    const ticket = await screen.findByRole('region', { name: '모바일 티켓' });
    const qr = within(ticket).getByRole('img', { name: `${paid.title} 입장 QR 코드` });
    expect(qr).toHaveAttribute('data-ticket-code', CODE);
    // a real QR code: dark modules drawn as one path on a white square
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    for (const text of [paid.title, '1회차', '2099.11.28 (토) 19:00', paid.location, '김모아', '2매']) {
      expect(ticket).toHaveTextContent(text);
    }
    await userEvent.setup().click(within(ticket).getByRole('button', { name: '크게 보기' }));
    const large = await screen.findByRole('dialog', { name: '모바일 티켓' });
    expect(within(large).getByRole('img', { name: `${paid.title} 입장 QR 코드` })).toBeInTheDocument();
  });

  it('an unpaid, expired or cancelled reservation shows no ticket; a used one says so', async () => {
    serve({
      reservations: () =>
        jsonResponse([
          card({ reservationId: 1 }),
          card({ reservationId: 2, status: 'expired' }),
          card({ reservationId: 3, status: 'cancelled' }),
          card({ ...paid, reservationId: 4, ticket: { code: CODE, holder: '김모아', admitted: 2 } }),
        ]),
    });
    await openMyPage();
    const tickets = await screen.findAllByRole('region', { name: '모바일 티켓' });
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toHaveTextContent('입장 완료');
  });

  it('offers no cancel request for a ticket already let in at the door, and says why', async () => {
    serve({
      reservations: () =>
        jsonResponse([
          card({ ...paid, reservationId: 5 }),
          card({ ...paid, reservationId: 6, ticket: { code: CODE, holder: '김모아', admitted: 1 } }),
        ]),
    });
    await openMyPage();
    const [fresh, used] = await screen.findAllByRole('article');
    expect(within(fresh!).getByRole('button', { name: studentKo.myPage.cancelRequest })).toBeEnabled();
    expect(within(fresh!).queryByText(studentKo.cancelling.admittedNote)).not.toBeInTheDocument();
    expect(
      within(used!).queryByRole('button', { name: studentKo.myPage.cancelRequest }),
    ).not.toBeInTheDocument();
    expect(within(used!).getByText(studentKo.cancelling.admittedNote)).toBeInTheDocument();
  });

  it('keeps the cards and their tickets on screen when a refresh finds no network', async () => {
    let down = false;
    serve({
      reservations: () => {
        if (down) throw new TypeError('Failed to fetch');
        return jsonResponse([paid]);
      },
    });
    await openMyPage();
    expect(await screen.findByRole('region', { name: '모바일 티켓' })).toBeInTheDocument();
    down = true;
    await userEvent.setup().click(screen.getAllByRole('button', { name: /새로고침/ })[0]!);
    expect(await screen.findByRole('region', { name: '모바일 티켓' })).toBeInTheDocument();
    expect(screen.queryByText('예매 정보를 불러오지 못했습니다')).not.toBeInTheDocument();
  });
});

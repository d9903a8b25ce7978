import { screen, waitFor, within } from '@testing-library/react';
import { SEATING_MESSAGES } from '@moa/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { setUpManagerTests } from '../../../test/manager';
import { db, holder, openPage, rowCheckbox, serve, writes } from './test-support';

const sm = manageKo.seatMove;
const m = manageKo.holderMoney;

setUpManagerTests();

beforeEach(() => {
  db.holders = [
    holder(1, '김모아', { status: 'paid', seats: ['가-1', '가-2'] }),
    holder(2, '이하늘', { seats: ['가-3'], ticketNumber: 1 }),
    holder(5, '정가람', { status: 'expired', seats: ['나-1', '나-2'] }),
  ];
});

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Picks a seat from the lists (열 → 좌석) and adds it: the keyboard's way. */
async function addFromList(
  user: Awaited<ReturnType<typeof openPage>>['user'],
  box: HTMLElement,
  row: string,
  seat: string,
) {
  await user.selectOptions(within(box).getByRole('combobox', { name: sm.row }), sm.rowOption(row));
  const seats = within(box).getByRole('combobox', { name: sm.seat });
  const option = within(seats)
    .getAllByRole<HTMLOptionElement>('option')
    .find((o) => o.text.startsWith(seat))!;
  await user.selectOptions(seats, option);
  await user.click(within(box).getByRole('button', { name: sm.add }));
}

describe('좌석 변경', () => {
  it('moves a holder to other seats, a blocked one included, and says so', async () => {
    const requests = serve();
    const { user } = await openPage();
    // only live holders of the seated schedule have the action
    expect(screen.queryByRole('button', { name: sm.actionLabel('정가람') })).toBeNull();
    await user.click(screen.getByRole('button', { name: sm.actionLabel('김모아') }));
    const box = await dialog(sm.title('김모아'));
    expect(within(box).getByText('가열 1·2번')).toBeInTheDocument();
    expect(within(box).getByRole('heading', { name: sm.picked(2, 2) })).toBeInTheDocument();
    // the map shows the seats: this holder's picked, another's taken
    expect(await within(box).findByRole('grid', { name: sm.gridLabel('소극장') })).toBeInTheDocument();
    expect(
      within(box).getByRole('gridcell', { name: sm.seatName('가열 3번', 'R석', sm.stateTaken) }),
    ).toHaveAttribute('aria-disabled', 'true');

    // a third seat is refused until one is taken out
    await addFromList(user, box, '나', '3번');
    expect(within(box).getByText(sm.full(2))).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: sm.remove('가열 2번') }));
    await addFromList(user, box, '나', '4번');
    expect(within(box).getByText('나열 4번 (운영석)')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: sm.submit }));

    expect(await screen.findByText(sm.done('김모아', '가열 1번, 나열 4번'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = writes(requests).find((r) => r.url.pathname === '/mypage/manager/holder/7/seats/1')!;
    expect(sent.method).toBe('PUT');
    expect(JSON.parse(String(sent.body))).toEqual({ seats: ['가-1', '나-4'] });
  });

  it('on SEAT_TAKEN names the seat another reservation took and keeps the other picks', async () => {
    let refuse = true;
    const requests = serve({
      seats: () =>
        refuse
          ? jsonResponse(
              {
                status: 409,
                code: 'SEAT_TAKEN',
                message: SEATING_MESSAGES.seatTaken('나열 3번'),
                takenSeats: ['나-3'],
              },
              409,
            )
          : undefined,
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: sm.actionLabel('김모아') }));
    const box = await dialog(sm.title('김모아'));
    await within(box).findByRole('grid');
    await user.click(within(box).getByRole('button', { name: sm.remove('가열 2번') }));
    await addFromList(user, box, '나', '3번');
    await user.click(within(box).getByRole('button', { name: sm.submit }));

    expect(
      await within(box).findByText(`${SEATING_MESSAGES.seatTaken('나열 3번')} ${sm.takenKept}`),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: sm.remove('나열 3번') })).toBeNull();
    expect(within(box).getByRole('button', { name: sm.remove('가열 1번') })).toBeInTheDocument();
    expect(within(box).getByRole('heading', { name: sm.picked(1, 2) })).toBeInTheDocument();

    // too few seats are not sent
    const sentBefore = writes(requests).length;
    await user.click(within(box).getByRole('button', { name: sm.submit }));
    expect(within(box).getByText(sm.needMore(2))).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(sentBefore);

    refuse = false;
    await addFromList(user, box, '가', '4번');
    await user.click(within(box).getByRole('button', { name: sm.submit }));
    expect(await screen.findByText(sm.done('김모아', '가열 1·4번'))).toBeInTheDocument();
  });
});

describe('되살리기 of a seated reservation whose seats were taken', () => {
  it('says which seats are gone, lets the manager pick others and sends them with the restore', async () => {
    const requests = serve({
      restore: (request) => {
        const body = JSON.parse(String(request.body)) as {
          reservationList: { reservationId: number; seats?: string[] }[];
        };
        if (!body.reservationList[0]!.seats) {
          return jsonResponse(
            {
              status: 409,
              code: 'SEAT_TAKEN',
              message: SEATING_MESSAGES.seatsGoneRestore('나열 2번'),
              takenSeats: ['나-2'],
            },
            409,
          );
        }
        const h = db.holders.find((each) => each.reservationId === 5)!;
        Object.assign(h, { status: 'unpaid', seats: body.reservationList[0]!.seats });
        return jsonResponse({ success: true, count: 1 });
      },
    });
    const { user } = await openPage();
    await user.click(rowCheckbox('정가람'));
    await user.click(screen.getByRole('button', { name: m.restore }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: m.restoreConfirm }),
    );

    const box = await dialog(sm.restoreTitle('정가람'));
    expect(within(box).getByText(SEATING_MESSAGES.seatsGoneRestore('나열 2번'))).toBeInTheDocument();
    expect(within(box).getByText('나열 2번')).toBeInTheDocument();
    // the seat still free stays picked; the gone one is to be replaced
    expect(within(box).getByRole('button', { name: sm.remove('나열 1번') })).toBeInTheDocument();
    await within(box).findByRole('grid');
    await addFromList(user, box, '나', '3번');
    await user.click(within(box).getByRole('button', { name: sm.restoreSubmit }));

    expect(await screen.findByText(sm.restored('정가람', '나열 1·3번'))).toBeInTheDocument();
    const sent = writes(requests).filter((r) => r.url.pathname === '/mypage/manager/holder/7/restore');
    expect(sent.map((r) => JSON.parse(String(r.body)))).toEqual([
      { reservationList: [{ reservationId: 5 }] },
      { reservationList: [{ reservationId: 5, seats: ['나-1', '나-3'] }] },
    ]);
  });
});

describe('입금 확인 of an expired seated reservation whose seats were taken', () => {
  it('names the seats taken, lets the manager pick others, restores into them and confirms the payment', async () => {
    const requests = serve({
      // the server's answer while 정가람's own seats are another reservation's: the whole batch refused
      payment: (request) => {
        const body = JSON.parse(String(request.body)) as { reservationList: { reservationId: number }[] };
        const expired = db.holders.find((h) => h.reservationId === 5)!.status === 'expired';
        if (!expired || !body.reservationList.some((r) => r.reservationId === 5)) return undefined;
        return jsonResponse(
          {
            status: 409,
            code: 'SEAT_TAKEN',
            message: SEATING_MESSAGES.seatsGoneRestore('나열 2번'),
            takenSeats: ['나-2'],
          },
          409,
        );
      },
      restore: (request) => {
        const body = JSON.parse(String(request.body)) as {
          reservationList: { reservationId: number; seats?: string[] }[];
        };
        const h = db.holders.find((each) => each.reservationId === 5)!;
        Object.assign(h, { status: 'unpaid', isPaid: false, seats: body.reservationList[0]!.seats });
        return jsonResponse({ success: true, count: 1 });
      },
    });
    const { user } = await openPage();
    await user.click(rowCheckbox('이하늘'));
    await user.click(rowCheckbox('정가람'));
    await user.click(screen.getByRole('button', { name: m.markPaid }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: m.markPaid }),
    );

    // not a bare alert: the seat dialog, naming the seat taken in the server's words
    const box = await dialog(sm.payTitle('정가람'));
    expect(within(box).getByText(SEATING_MESSAGES.seatsGoneRestore('나열 2번'))).toBeInTheDocument();
    expect(within(box).getByText('나열 2번')).toBeInTheDocument();
    expect(within(box).getByText(sm.payLead(2))).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: sm.remove('나열 1번') })).toBeInTheDocument();
    await within(box).findByRole('grid');
    await addFromList(user, box, '나', '3번');
    await user.click(within(box).getByRole('button', { name: sm.paySubmit }));

    const said = `${sm.paid('정가람', '나열 1·3번')} ${manageKo.managerArea.holders.paidDone(2)} ${m.undoWindow}`;
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: sm.payTitle('정가람') })).not.toBeInTheDocument();
    expect(db.holders.find((h) => h.reservationId === 5)).toMatchObject({
      status: 'paid',
      seats: ['나-1', '나-3'],
    });
    expect(db.holders.find((h) => h.reservationId === 2)!.status).toBe('paid');
    const sent = writes(requests).map((r) => ({ path: r.url.pathname, body: JSON.parse(String(r.body)) }));
    const batch = {
      reservationList: [
        { reservationId: 2, isPaid: true },
        { reservationId: 5, isPaid: true },
      ],
    };
    expect(sent).toEqual([
      { path: '/mypage/manager/holder/7', body: batch },
      {
        path: '/mypage/manager/holder/7/restore',
        body: { reservationList: [{ reservationId: 5, seats: ['나-1', '나-3'] }] },
      },
      { path: '/mypage/manager/holder/7', body: batch },
    ]);
  });
});

import {
  LIMITS,
  SEATING_MESSAGES,
  hallSeats,
  parseHallText,
  type SeatPlan,
  type SeatPlanRequest,
} from '@moa/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

const t = manageKo.seating;

setUpManagerTests();

const TEXT = ['무대', '가 | ○○○○', '나 | ○○○○', '다 | ○WC○'].join('\n');
const parsed = parseHallText(TEXT);
if (!parsed.ok) throw new Error('bad sample');
const SEATS = hallSeats(parsed.hall);
const ALL = SEATS.map((s) => s.key);

function planOf(fields: Partial<SeatPlan> = {}): SeatPlan {
  return {
    scheduleId: 9,
    hallId: 7,
    hallName: '소극장',
    stage: 'top',
    seats: SEATS,
    grades: [{ name: '일반석', price: 10000, color: '#2563EB', seats: ALL }],
    blocks: [],
    wheelchairReleaseHours: 24,
    held: [],
    maxPeople: ALL.length,
    ...fields,
  };
}

/** Serves the plan and records the PUT; `answer` replaces the saved plan's answer. */
function servePlan(plan: SeatPlan, answer?: (body: SeatPlanRequest) => Response) {
  const sent: SeatPlanRequest[] = [];
  serveManager((request) => {
    if (request.url.pathname !== '/mypage/manager/schedule/9/seats') return undefined;
    if (request.method === 'PUT') {
      const body = JSON.parse(String(request.body)) as SeatPlanRequest;
      sent.push(body);
      if (answer) return answer(body);
      return jsonResponse({
        ...plan,
        grades: body.grades,
        blocks: body.blocks ?? [],
        maxPeople: body.grades.flatMap((g) => g.seats).length,
      });
    }
    return jsonResponse(plan);
  });
  return sent;
}

async function open() {
  const user = userEvent.setup();
  const utils = renderApp('/manager/schedule/9/seats');
  await screen.findByRole('heading', { level: 1, name: t.title });
  await screen.findByRole('grid', { name: t.mapLabel('소극장') });
  return { user, ...utils };
}

const forSale = () => screen.getByTestId('plan-for-sale');
const seat = (label: RegExp) => screen.getByRole('gridcell', { name: label });
/** Enter on a seat: onActivate (a click on a small map zooms in first). */
const tap = (label: RegExp) => fireEvent.keyDown(seat(label), { key: 'Enter' });

describe('seat plan screen', { timeout: 60_000 }, () => {
  it('paints whole rows, a range and single seats, counts them, and saves the plan', async () => {
    const sent = servePlan(planOf());
    const { user } = await open();
    expect(screen.getByText(t.hall('소극장', '12'))).toBeInTheDocument();
    expect(forSale()).toHaveTextContent(t.seats('12'));

    // a new grade: R석 by default, the brush
    await user.click(screen.getByRole('button', { name: t.addGrade }));
    const price = screen.getByLabelText(t.gradePriceOf(2));
    await user.type(price, '20000');
    expect(screen.getByRole('radio', { name: 'R석' })).toBeChecked();

    // whole row 가
    await user.click(screen.getByRole('checkbox', { name: t.rowLabel('', '가') }));
    await user.click(screen.getByRole('button', { name: t.paintRows(1) }));
    expect(seat(/^가열 1번, R석 20,000원/)).toBeInTheDocument();
    expect(screen.getByText(t.painted(4, 'R석'))).toBeInTheDocument();

    // 나열 2–3 out of sale
    await user.click(screen.getByRole('radio', { name: t.brushErase }));
    await user.selectOptions(screen.getByLabelText(t.rangeRow), t.rangeRowOption('나열', 1, 4));
    await user.type(screen.getByLabelText(t.rangeFrom), '3');
    await user.type(screen.getByLabelText(t.rangeTo), '2');
    await user.click(screen.getByRole('button', { name: t.paintRange }));
    expect(seat(/^나열 2번, 판매 안 함/)).toBeInTheDocument();
    expect(forSale()).toHaveTextContent(t.seats('10'));

    // a range outside the row is refused with the row's numbers
    await user.clear(screen.getByLabelText(t.rangeFrom));
    await user.type(screen.getByLabelText(t.rangeFrom), '9');
    await user.click(screen.getByRole('button', { name: t.paintRange }));
    expect(screen.getByText(t.rangeBad(1, 4))).toBeInTheDocument();

    // a block, tapped on two seats
    await user.click(screen.getByRole('button', { name: t.addBlock }));
    expect(screen.getByLabelText(t.blockLabelOf(1))).toHaveValue('운영석');
    tap(/^다열 1번/);
    tap(/^다열 4번/);
    expect(seat(/^다열 4번, 일반석 10,000원, 막기: 운영석/)).toBeInTheDocument();
    expect(forSale()).toHaveTextContent(t.seats('8'));

    // R석 one seat more, tapped
    await user.click(screen.getByRole('radio', { name: 'R석' }));
    tap(/^나열 1번/);

    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      grades: [
        { name: '일반석', price: 10000, color: '#2563EB', seats: ['나-4', '다-1', '다-2', '다-3', '다-4'] },
        { name: 'R석', price: 20000, color: '#DC2626', seats: ['가-1', '가-2', '가-3', '가-4', '나-1'] },
      ],
      blocks: [{ label: '운영석', seats: ['다-1', '다-4'] }],
      wheelchairReleaseHours: 24,
    });
    expect(await screen.findByText(t.saved('10'))).toBeInTheDocument();
  });

  it('keeps a grade on seats reservations hold, in the server words, and marks them', async () => {
    const sent = servePlan(planOf({ held: ['가-2'] }));
    const { user } = await open();
    expect(seat(/^가열 2번, 일반석 10,000원, 예매됨/)).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('radio', { name: t.brushErase }));
    await user.click(screen.getByRole('checkbox', { name: t.rowLabel('', '가') }));
    await user.click(screen.getByRole('button', { name: t.paintRows(1) }));
    expect(screen.getByRole('alert')).toHaveTextContent(SEATING_MESSAGES.heldUngraded(['가-2']));
    // the other three are out of sale, the held one keeps 일반석
    expect(seat(/^가열 1번, 판매 안 함/)).toBeInTheDocument();
    expect(seat(/^가열 2번, 일반석/)).toBeInTheDocument();

    // nor can its grade be deleted
    await user.click(screen.getByRole('button', { name: t.removeGrade('일반석') }));
    expect(screen.getByRole('alert')).toHaveTextContent(SEATING_MESSAGES.heldUngraded(['가-2']));
    expect(screen.getByLabelText(t.gradeNameOf(1))).toHaveValue('일반석');

    // moving it to another grade is fine
    await user.click(screen.getByRole('button', { name: t.addGrade }));
    await user.type(screen.getByLabelText(t.gradePriceOf(2)), '5000');
    tap(/^가열 2번/);
    expect(seat(/^가열 2번, R석 5,000원, 예매됨/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.grades[1]!.seats).toEqual(['가-2']);
  });

  it('holds to the limits: 8 grades, 10 blocks; a grade needs a name and a price', async () => {
    const sent = servePlan(planOf());
    const { user } = await open();
    const addGrade = screen.getByRole('button', { name: t.addGrade });
    for (let i = 1; i < LIMITS.seatGradesMax; i++) await user.click(addGrade);
    expect(addGrade).toBeDisabled();
    expect(screen.getAllByRole('radio', { name: /석$/ }).length).toBeGreaterThanOrEqual(LIMITS.seatGradesMax);
    const addBlock = screen.getByRole('button', { name: t.addBlock });
    for (let i = 0; i < LIMITS.seatBlocksMax; i++) await user.click(addBlock);
    expect(addBlock).toBeDisabled();

    // the new grades have no price: the contract's message, on the first of them, and nothing is sent
    await user.click(screen.getByRole('button', { name: t.save }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(SEATING_MESSAGES.gradePrice);
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.getByLabelText(t.gradePriceOf(2))).toHaveFocus());
    expect(screen.getByLabelText(t.gradePriceOf(2))).toHaveAccessibleDescription(SEATING_MESSAGES.gradePrice);
    expect(sent).toHaveLength(0);
  });

  it('shows the server field errors next to what they concern', async () => {
    const message = SEATING_MESSAGES.gradeDuplicate('일반석');
    const sent = servePlan(planOf(), () =>
      jsonResponse(
        { status: 400, code: 'VALIDATION_FAILED', message, fieldErrors: { 'grades.0.name': message } },
        400,
      ),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const name = screen.getByLabelText(t.gradeNameOf(1));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

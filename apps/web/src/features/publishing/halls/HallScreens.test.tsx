import { parseHallText, type Hall } from '@moa/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

const t = manageKo.halls;

setUpManagerTests();

const TEXT = ['무대', '[1층]', '가 | ○○○ _ ○○○', '나 | ○WC _ ○○○', '[2층]', 'A | ○○ _ ○○'].join('\n');

function hallOf(text: string, fields: Partial<Hall> = {}): Hall {
  const parsed = parseHallText(text);
  if (!parsed.ok) throw new Error('bad sample');
  return {
    hallId: 7,
    name: '대강당',
    stage: parsed.hall.stage,
    seatCount: parsed.hall.seatCount,
    scheduleCount: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    text,
    seats: [],
    ...fields,
  };
}

const drawing = () => screen.getByRole('textbox', { name: t.drawing });
/** The textarea takes `{` and `[` as key descriptors in user.type; the drawing is pasted as a change instead. */
const draw = (text: string) => fireEvent.change(drawing(), { target: { value: text } });

describe('hall screens', { timeout: 60_000 }, () => {
  it('draws the preview from the text and lists its problems with their lines', async () => {
    serveManager();
    renderApp('/manager/halls/create');
    await screen.findByRole('heading', { level: 1, name: t.createTitle });
    expect(screen.getByText(t.previewEmptyNarrow)).toBeInTheDocument();

    draw(TEXT);
    expect(await screen.findByText(t.count('16', '1,500'))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.previewLabel('16', 2, '위') })).toBeInTheDocument();
    expect(screen.getByText(t.kinds(1, 1))).toBeInTheDocument();

    draw(`${TEXT}\nB | ○○X○\n무대`);
    const problem = await screen.findByRole('button', { name: /7번째 줄/ });
    expect(problem).toHaveTextContent("알 수 없는 문자 'X'");
    expect(screen.queryByRole('img', { name: /미리보기/ })).toBeNull();
    await userEvent.setup().click(problem);
    // the caret is at the start of line 7
    const textarea = drawing() as HTMLTextAreaElement;
    expect(textarea).toHaveFocus();
    const start = TEXT.length + 1;
    expect(textarea.selectionStart).toBe(start);
  });

  it('saves the name and text as JSON and goes back to the list, which says so', async () => {
    let created: unknown = null;
    const requests = serveManager((request) => {
      if (request.url.pathname !== '/mypage/manager/halls') return undefined;
      if (request.method === 'POST') {
        created = JSON.parse(String(request.body));
        return jsonResponse(hallOf(TEXT, { scheduleCount: 0 }));
      }
      return jsonResponse({ hallList: created ? [hallOf(TEXT, { scheduleCount: 0 })] : [] });
    });
    const { router } = renderApp('/manager/halls/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(t.name)), '대강당');
    draw(TEXT);
    await user.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/halls'));
    expect(created).toEqual({ name: '대강당', text: TEXT });
    expect(requests.some((r) => r.method === 'POST')).toBe(true);
    expect(await screen.findByText(t.created('대강당'))).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: '대강당' })).closest('li')!;
    expect(within(card).getByText(t.seats('16'))).toBeInTheDocument();
    expect(within(card).getByText(t.schedules(0))).toBeInTheDocument();
  });

  it('checks the drawing before sending it: the first problem is on the field, which is focused', async () => {
    const requests = serveManager();
    renderApp('/manager/halls/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(t.name)), '소극장');
    draw('가 | ○○Q');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(drawing()).toHaveFocus());
    expect(drawing()).toHaveAttribute('aria-invalid', 'true');
    expect(drawing()).toHaveAccessibleDescription(/1번째 줄: 알 수 없는 문자 'Q'/);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the seats a reservation holds on the drawing when an edit would remove them', async () => {
    const held = '예매된 좌석은 없앨 수 없습니다: 2층-A-3, 2층-A-4';
    serveManager((request) => {
      if (request.url.pathname !== '/mypage/manager/halls/7') return undefined;
      if (request.method === 'PUT')
        return jsonResponse(
          { status: 409, code: 'HALL_SEATS_HELD', message: held, fieldErrors: { text: held } },
          409,
        );
      return jsonResponse(hallOf(TEXT));
    });
    const { router } = renderApp('/manager/halls/7');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: t.editTitle });
    await waitFor(() => expect(drawing()).toHaveValue(TEXT));
    draw(TEXT.replace('A | ○○ _ ○○', 'A | ○○'));
    await user.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(drawing()).toHaveFocus());
    expect(drawing()).toHaveAccessibleDescription(held);
    expect(router.state.location.pathname).toBe('/manager/halls/7');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

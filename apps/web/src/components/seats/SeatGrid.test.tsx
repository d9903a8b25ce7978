import { hallSeats, parseHallText } from '@moa/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SeatGrid, type SeatLook } from './SeatGrid';

const parse = parseHallText(['무대: 위', '가 | ○○ _ ○○', '나 | ○○ _ WC'].join('\n'));
if (!parse.ok) throw new Error('hall');
const seats = hallSeats(parse.hall);

function renderGrid(look: (i: number) => SeatLook = () => 'free', hatched?: (i: number) => boolean) {
  const onActivate = vi.fn();
  render(
    <SeatGrid
      seats={seats}
      stage="top"
      look={look}
      color={() => '#c0392b'}
      hatched={hatched}
      name={(i) => `${seats[i]!.row}열 ${seats[i]!.number}번`}
      onActivate={onActivate}
      label="소극장 좌석 배치도"
    />,
  );
  return onActivate;
}

describe('SeatGrid', () => {
  it('is one grid with a row per drawn row and one tab stop', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: '소극장 좌석 배치도' });
    expect(grid).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(8);
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it('moves by arrow keys over the aisle and activates with Enter and Space', async () => {
    const onActivate = renderGrid();
    const user = userEvent.setup();
    // past the zoom buttons (확대 only: the map opens fitted, so 축소 and 전체 보기 are off)
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('확대');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('가열 1번');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('가열 3번');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('나열 3번');
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenLastCalledWith(seats.findIndex((s) => s.key === '나-3'));
    await user.keyboard('{Home} ');
    expect(onActivate).toHaveBeenLastCalledWith(seats.findIndex((s) => s.key === '나-1'));
  });

  it('marks taken and unsold seats as unavailable and selected ones as selected', () => {
    renderGrid((i) => (i === 0 ? 'taken' : i === 1 ? 'selected' : i === 2 ? 'off' : 'free'));
    const [taken, selected, off] = screen.getAllByRole('gridcell');
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(off).toHaveAttribute('aria-disabled', 'true');
    expect(selected).toHaveAttribute('aria-selected', 'true');
    // drawn by shape as well as colour: a cross on the taken seat, a tick on the chosen one
    const drawing = screen.getByRole('grid').querySelectorAll('path');
    const marks = [...drawing].map((p) => p.getAttribute('d') ?? '');
    expect(marks.filter((d) => d.includes('l3.6 3.6'))).toHaveLength(1);
    expect(marks.filter((d) => d.includes('l1.6 1.6'))).toHaveLength(1);
  });

  it('draws wheelchair spaces and companion seats with their letter', () => {
    renderGrid();
    const letters = [...screen.getByRole('grid').querySelectorAll('text')].map((t) => t.textContent);
    expect(letters.filter((l) => l === 'W' || l === 'C')).toEqual(['W', 'C']);
  });

  it('hatches a blocked seat without a grade in stripes that stand out from the seat and the map (3:1)', () => {
    // 가열 1번: blocked and not for sale (white, hollow); 가열 2번: blocked over its grade's colour
    renderGrid(
      (i) => (i === 0 ? 'off' : 'free'),
      (i) => i <= 1,
    );
    const grid = screen.getByRole('grid');
    const hatches = [...grid.querySelectorAll('path')].filter((p) =>
      (p.getAttribute('fill') ?? '').startsWith('url(#'),
    );
    const stripes = hatches.map((p) => {
      const id = /^url\(#(.+)\)$/.exec(p.getAttribute('fill')!)![1]!;
      return grid.querySelector(`pattern[id="${id}"] rect`)!.getAttribute('fill')!;
    });
    expect(hatches).toHaveLength(2);
    // the not-for-sale seat is white (--color-surface) on the map's --color-surface-sunken
    const pale = stripes.find((c) => contrast(c, '#ffffff') >= 3);
    expect(pale, `stripes ${stripes.join(', ')} on a white seat`).toBeDefined();
    expect(contrast(pale!, '#f1f2f6')).toBeGreaterThanOrEqual(3);
    // the graded one keeps white stripes over its colour
    expect(stripes).toContain('#ffffff');
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

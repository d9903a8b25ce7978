import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formsKo } from '../../text/ko-forms';
import { DateRangeField } from './DateRangeField';

const dates = { start: { id: 'f-startDate' }, end: { id: 'f-endDate' } };
const startInput = () => screen.getByLabelText(`기간 ${formsKo.dateFrom}`);
const endInput = () => screen.getByLabelText(`기간 ${formsKo.dateTo}`);

describe('a date range', () => {
  it("the end date never carries the start date's error", () => {
    render(<DateRangeField label="기간" startError="시작일을 입력해주세요" {...dates} />);
    expect(startInput()).toHaveAccessibleDescription('시작일을 입력해주세요');
    expect(startInput()).toHaveAttribute('aria-invalid', 'true');
    expect(endInput()).not.toHaveAttribute('aria-invalid');
    expect(endInput()).toHaveAccessibleDescription('');
  });

  it('the end date shows and is described by its own error', () => {
    render(<DateRangeField label="기간" endError="종료일은 시작일 이후여야 합니다" {...dates} />);
    expect(screen.getByText('종료일은 시작일 이후여야 합니다')).toBeInTheDocument();
    expect(endInput()).toHaveAccessibleDescription('종료일은 시작일 이후여야 합니다');
    expect(endInput()).toHaveAttribute('aria-invalid', 'true');
    expect(startInput()).toHaveAccessibleDescription('');
  });

  it('both errors are shown, each on its date; the same message once', () => {
    const { unmount } = render(<DateRangeField label="기간" startError="가" endError="나" {...dates} />);
    expect(startInput()).toHaveAccessibleDescription('가');
    expect(endInput()).toHaveAccessibleDescription('나');
    unmount();
    render(
      <DateRangeField
        label="기간"
        startError="기간을 입력해주세요"
        endError="기간을 입력해주세요"
        {...dates}
      />,
    );
    expect(screen.getAllByText('기간을 입력해주세요')).toHaveLength(1);
    expect(endInput()).toHaveAccessibleDescription('기간을 입력해주세요');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { CARD_PAGE, FIRST_CARDS, HolderCards } from './HolderCards';
import { holder } from './test-support';

const m = manageKo.holderMoney;

/**
 * The phone's holder cards (docs/product.md#holder-list): a few screens of cards on the first render, the rest of the
 * first page once the browser is idle, then a page more per 더 보기 (docs/decisions/0018-signed-in-first-load.md).
 */
describe('holder cards', () => {
  const holders = Array.from({ length: 80 }, (_, i) => holder(i + 1, `학생${i + 1}`));
  const cards = () => within(screen.getByRole('list', { name: '예매자' })).getAllByRole('listitem');

  it('renders a dozen cards first, the first page once idle, and a page more on 더 보기', async () => {
    render(
      <HolderCards
        caption="예매자"
        holders={holders}
        isSelected={() => false}
        onSelect={() => undefined}
        isBusy={() => false}
        onToggle={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(cards()).toHaveLength(FIRST_CARDS);
    await waitFor(() => expect(cards()).toHaveLength(CARD_PAGE));
    expect(cards()[CARD_PAGE - 1]).toHaveAccessibleName(`학생${CARD_PAGE}`);

    fireEvent.click(screen.getByRole('button', { name: m.more(String(CARD_PAGE), '80') }));
    expect(cards()).toHaveLength(80);
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();
  });
});

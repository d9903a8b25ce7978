/**
 * The holders as cards on phones (≤ 600 px, docs/product.md#holder-list), a page of them at a time with 더 보기,
 * so a long list opens at once; the search and the filters find the rest.
 */
import { startTransition, useEffect, useState } from 'react';
import { seatsLabel } from '@moa/contract';
import { Button } from '../../../components/Button';
import { TrashIcon } from '../../../components/icons';
import { formatDateTime, formatNumber, formatPhone, formatWon } from '../../../lib/format';
import { afterLoadWhenIdle } from '../../../lib/idle';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { CancelRequestLabel, claimText, DeadlineCell, RowCheckbox, StateCell } from './HolderCells';
import { AdmittedCell } from './AdmittedCell';
import styles from '../../../components/table/ListScreen.module.css';
import cells from './HolderTable.module.css';
import { canMoveSeats, type HolderRowsProps } from './HolderTable';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;
const sm = manageKo.seatMove;

export const CARD_PAGE = 50;
/**
 * The cards of the first render: a few screens of a phone. The rest of the first page follows once the page has
 * loaded and the browser is idle, so a slow phone renders and lays out a dozen cards before the list is first painted,
 * not fifty (docs/decisions/0018-signed-in-first-load.md, sixth round).
 */
export const FIRST_CARDS = 12;

export function HolderCards({ caption, holders, scheduleLabel, ...handlers }: HolderRowsProps) {
  const [limit, setLimit] = useState(FIRST_CARDS);
  useEffect(
    () => afterLoadWhenIdle(() => startTransition(() => setLimit((n) => Math.max(n, CARD_PAGE)))),
    [],
  );
  const shown = holders.slice(0, limit);
  return (
    <>
      <ul className={styles.cards} aria-label={caption}>
        {shown.map((holder) => {
          const selected = handlers.isSelected(holder);
          const claim = claimText(holder);
          return (
            <li
              key={holder.reservationId}
              className={`${styles.card} ${selected ? cells.rowSelected : ''}`}
              aria-label={holder.name}
            >
              <div className={styles.cardHead}>
                <RowCheckbox
                  holder={holder}
                  checked={selected}
                  onChange={(checked, range) => handlers.onSelect(holder, checked, range)}
                />
                <p className={styles.cardName}>
                  <span>{holder.name}</span>
                  {holder.cancelRequest ? <CancelRequestLabel /> : null}
                </p>
                <button
                  type="button"
                  className={cells.iconButton}
                  onClick={() => handlers.onDelete(holder)}
                  aria-label={t.deleteOne(holder.name)}
                >
                  <TrashIcon size={18} />
                </button>
              </div>
              <dl className={styles.cardFacts}>
                {scheduleLabel ? (
                  <div>
                    <dt>{m.columns.schedule}</dt>
                    <dd>{scheduleLabel(holder.scheduleId)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.columns.stdCode}</dt>
                  <dd>{holder.stdCode}</dd>
                </div>
                <div>
                  <dt>{t.columns.phone}</dt>
                  <dd>{holder.phoneNumber ? formatPhone(holder.phoneNumber) : ''}</dd>
                </div>
                <div>
                  <dt>{m.columns.depositName}</dt>
                  <dd className={cells.breakAll}>{holder.depositName}</dd>
                </div>
                <div>
                  <dt>{t.columns.tickets}</dt>
                  <dd>
                    {ko.format.tickets(holder.ticketNumber)} · {formatWon(holder.price)}
                    {holder.seats.length > 0 ? (
                      <span className={cells.seatText}>{seatsLabel(holder.seats)}</span>
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt>{manageKo.checkin.column}</dt>
                  <dd>
                    <AdmittedCell holder={holder} />
                  </dd>
                </div>
                <div>
                  <dt>{t.columns.createdAt}</dt>
                  <dd>{formatDateTime(holder.createdAt)}</dd>
                </div>
                <div>
                  <dt>{m.columns.deadline}</dt>
                  <dd>
                    <DeadlineCell holder={holder} />
                  </dd>
                </div>
              </dl>
              {claim ? (
                <p className={styles.cardClaim}>
                  <strong>{m.claimTitle}</strong> {claim}
                </p>
              ) : null}
              <div className={styles.cardState}>
                <StateCell
                  holder={holder}
                  busy={handlers.isBusy(holder)}
                  onToggle={() => handlers.onToggle(holder)}
                />
              </div>
              {handlers.onMoveSeats && canMoveSeats(holder) ? (
                <div className={cells.cardMove}>
                  <Button
                    variant="secondary"
                    size="small"
                    block
                    onClick={() => handlers.onMoveSeats?.(holder)}
                    aria-label={sm.actionLabel(holder.name)}
                  >
                    {sm.action}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {holders.length > limit ? (
        <Button variant="secondary" block onClick={() => setLimit((n) => n + CARD_PAGE)}>
          {m.more(formatNumber(shown.length), formatNumber(holders.length))}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The parts of one holder the table and the cards share: the checkbox (shift for a range), the state (a toggle
 * between 입금 미확인 / 확인 필요 and 예매 확정; 기한 만료 and 취소됨 as muted labels), the student's transfer claim,
 * and the pay-by time or the last payment change.
 */
import { useId, useRef } from 'react';
import type { Holder } from '@moa/contract';
import { CheckboxLabel } from '../../../components/table/CheckboxLabel';
import { formatDateTime, formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from './HolderTable.module.css';
import { stateOf, type HolderState } from './view';
import { shortDateTime } from './when';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

/** A row's checkbox: shift-click, or Shift+Space, picks the range from the last checkbox changed. */
export function SelectCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean, range: boolean) => void;
}) {
  // Shift+Space picks a range from the keyboard, as shift-click does with the mouse
  const shiftSpace = useRef(false);
  return (
    <CheckboxLabel
      checked={checked}
      aria-label={label}
      onKeyDown={(event) => {
        shiftSpace.current = event.key === ' ' && event.shiftKey;
      }}
      onChange={(value, event) => {
        const range = (event.nativeEvent as MouseEvent).shiftKey || shiftSpace.current;
        shiftSpace.current = false;
        onChange(value, range);
      }}
    />
  );
}

export function RowCheckbox({
  holder,
  ...props
}: {
  holder: Holder;
  checked: boolean;
  onChange: (checked: boolean, range: boolean) => void;
}) {
  return <SelectCheckbox label={t.selectOne(holder.name || String(holder.reservationId))} {...props} />;
}

export function CancelRequestLabel() {
  return <span className={styles.cancelRequest}>{t.cancelRequest}</span>;
}

const STATE_CLASS: Record<HolderState, string | undefined> = {
  unpaid: styles.stateUnpaid,
  needsCheck: styles.stateCheck,
  paid: styles.statePaid,
  expired: styles.stateMuted,
  cancelled: styles.stateMuted,
};

export function claimText(holder: Holder): string | null {
  const claim = holder.transferClaim;
  if (!claim) return null;
  return m.claimLine({
    at: formatDateTime(claim.transferredAt),
    amount: formatWon(claim.amount),
    name: claim.depositName,
  });
}

/** The holder's state as a label, without the toggle (muted once it gave its seats back). */
export function StateLabel({ holder }: { holder: Holder }) {
  const state = stateOf(holder);
  return <span className={`${styles.state} ${STATE_CLASS[state] ?? ''}`}>{m.status[state]}</span>;
}

/** The holder's state: a toggle while it holds seats, a muted label once it gave them back. */
export function StateCell({
  holder,
  busy,
  onToggle,
}: {
  holder: Holder;
  busy: boolean;
  onToggle: () => void;
}) {
  const tipId = useId();
  const state = stateOf(holder);
  const label = m.status[state];
  const className = `${styles.state} ${STATE_CLASS[state] ?? ''}`;
  if (state === 'expired' || state === 'cancelled') return <StateLabel holder={holder} />;
  const claim = claimText(holder);
  return (
    <span className={styles.stateWrap}>
      <button
        type="button"
        className={`${className} ${styles.toggle}`}
        // aria-disabled, not disabled: a disabled button drops the focus, and it must stay on this row's toggle
        onClick={busy ? undefined : onToggle}
        aria-disabled={busy}
        aria-busy={busy}
        aria-label={m.toggleLabel(holder.name, label)}
        aria-describedby={claim ? tipId : undefined}
      >
        <span className={styles.stateDot} aria-hidden="true" />
        {label}
      </button>
      {claim ? (
        <span id={tipId} role="tooltip" className={styles.tip}>
          <strong>{m.claimTitle}</strong>
          <span>{claim}</span>
        </span>
      ) : null}
    </span>
  );
}

/** Who changed a payment, in words: a manager's e-mail as it is, an applied statement as 입금 내역 가져오기 #7. */
export function changedByText(by: string | null): string | null {
  const fromImport = by ? /^import:(\d+)$/.exec(by) : null;
  return fromImport ? m.byImport(fromImport[1]!) : by;
}

/**
 * Pay-by time while unpaid (or when it ran out) over the claim's short form or the last change; a paid holder shows
 * who last changed the payment over when.
 */
export function deadlineLines(holder: Holder): { main: string; sub: string; muted: boolean } {
  const by = changedByText(holder.paymentChangedBy);
  const changed = by ? m.changed(by, shortDateTime(holder.paymentChangedAt)) : '';
  const claim = holder.transferClaim;
  switch (holder.status) {
    case 'unpaid':
      return {
        main: m.payBy(shortDateTime(holder.expiresAt)),
        sub: claim ? m.claimShort(shortDateTime(claim.transferredAt), formatWon(claim.amount)) : changed,
        muted: false,
      };
    case 'expired':
      return { main: m.expiredAt(shortDateTime(holder.expiresAt)), sub: changed, muted: true };
    default:
      return by
        ? { main: m.changedBy(by), sub: shortDateTime(holder.paymentChangedAt), muted: false }
        : { main: '', sub: '', muted: false };
  }
}

export function DeadlineCell({ holder }: { holder: Holder }) {
  const { main, sub, muted } = deadlineLines(holder);
  return (
    <span
      className={`${styles.lines} ${muted ? styles.mutedText : ''}`}
      title={[main, sub].filter(Boolean).join('\n')}
    >
      <span className={styles.line}>{main}</span>
      {sub ? <span className={`${styles.line} ${styles.subLine}`}>{sub}</span> : null}
    </span>
  );
}

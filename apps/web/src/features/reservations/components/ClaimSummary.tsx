import type { TransferClaim } from '@moa/contract';
import { Button } from '../../../components/Button';
import { CheckCircleIcon } from '../../../components/icons';
import { formatDeadline, formatMonthDayTime, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import styles from './ClaimSummary.module.css';

const t = studentKo.claim;

/**
 * What the student said about their transfer, shown back: "11월 22일 14:03에 15,000원, 20231234김모아 이름으로
 * 보냈다고 알렸어요 · 확인 중", until when the reservation is kept for the club to check, and 수정 while unpaid.
 */
export function ClaimSummary({
  claim,
  expiresAt,
  onEdit,
}: {
  claim: TransferClaim;
  expiresAt: string;
  onEdit?: () => void;
}) {
  return (
    <div className={styles.claim}>
      <CheckCircleIcon size={18} className={styles.icon} />
      <div className={styles.text}>
        <p>
          {t.summary({
            at: formatMonthDayTime(claim.transferredAt),
            amount: formatWon(claim.amount),
            name: claim.depositName,
          })}{' '}
          · <strong className={styles.checking}>{t.checking}</strong>
        </p>
        <p className={styles.kept}>{t.keptUntil(formatDeadline(expiresAt))}</p>
      </div>
      {onEdit ? (
        <Button size="small" variant="secondary" className={styles.edit} onClick={onEdit}>
          {ko.common.edit}
        </Button>
      ) : null}
    </div>
  );
}

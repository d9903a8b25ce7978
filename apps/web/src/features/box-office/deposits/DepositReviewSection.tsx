import { useId, useState } from 'react';
import type {
  Deposit,
  DepositCandidate,
  DepositDuesCandidate,
  DepositImport,
  DepositMatch,
  DepositNameColumn,
} from '@moa/contract';
import { Button } from '../../../components/Button';
import { Row } from '../../../components/Row';
import { formatDateTime, formatNumber, formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { useDepositRows } from './api';
import { DepositReading } from './DepositReading';
import styles from './Deposits.module.css';
import {
  chosenFor,
  difference,
  GROUP_ORDER,
  groupDeposits,
  pick,
  targetOf,
  toggle,
  totals,
  type Choice,
  type TargetKey,
  type Totals,
} from './model';

const t = manageKo.deposits;

const candidateText = (c: DepositCandidate) =>
  `${t.candidate({ name: c.name, stdCode: c.stdCode, order: c.order, price: formatWon(c.price) })}${
    c.status === 'expired' ? ` · ${t.expired}` : ''
  }`;

const duesText = (c: DepositDuesCandidate) =>
  `${t.dues({ term: c.termName, name: c.name, stdCode: c.stdCode, amount: formatWon(c.amount) })}${
    c.status === 'paid' ? ` · ${t.duesPaid}` : c.status === 'waived' ? ` · ${t.duesWaived}` : ''
  }`;

/** What a matched (or applied) deposit pays, as one line: its ticket or its due. */
function targetText(d: Deposit): string | null {
  const target = targetOf(d);
  if (target?.kind === 'dues') {
    const c = d.duesCandidates.find((x) => x.chargeId === target.chargeId);
    return c ? duesText(c) : null;
  }
  const c =
    target === null ? d.candidates[0] : d.candidates.find((x) => x.reservationId === target.reservationId);
  return c ? candidateText(c) : null;
}

/**
 * The review of an import, grouped by how each deposit matched: matched ones chosen from the start, an ambiguous one
 * chosen once its ticket or due is picked (a deposit that fits both is one of them, never both); the totals of the choice and the apply button stay in view. A large import
 * shows its first page; the manager reads more (더 보기), of one match or all, and the totals count every row.
 */
export function DepositReviewSection({
  showId,
  result,
  choice,
  onChange,
  onApply,
  onNameColumn,
  busy,
  switching,
}: {
  showId: string;
  result: DepositImport;
  choice: Choice;
  onChange: (choice: Choice) => void;
  onApply: (sum: Totals) => void;
  onNameColumn: (column: DepositNameColumn) => void;
  busy: boolean;
  /** The name column is being switched: the review is matched again. */
  switching: boolean;
}) {
  const [filter, setFilter] = useState<DepositMatch | null>(null);
  const rows = useDepositRows(showId, result, filter);
  const shown = rows.data?.pages.flatMap((p) => p.deposits) ?? [];
  const groups = groupDeposits(shown);
  const sum = totals(result.totals.toApply, shown, choice);
  const count = filter === null ? result.totals.all.count : result.totals.byMatch[filter].count;
  const filters = GROUP_ORDER.filter((m) => result.totals.byMatch[m].count > 0);
  return (
    <div className={styles.review}>
      <p className={styles.summary} role="status">
        {t.summary(formatNumber(result.totals.all.count))}
      </p>
      <DepositReading result={result} onNameColumn={onNameColumn} busy={busy || switching} />
      {result.totals.all.count === 0 ? <p className={styles.hint}>{t.empty}</p> : null}
      {filters.length > 1 ? (
        <Row gap={2} wrap role="group" aria-label={t.filterLabel}>
          {[null, ...filters].map((m) => (
            <button
              key={m ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={filter === m}
              onClick={() => setFilter(m)}
            >
              {m === null ? t.filterAll : t.groups[m]}{' '}
              <span className={styles.chipCount}>
                {formatNumber(m === null ? result.totals.all.count : result.totals.byMatch[m].count)}
              </span>
            </button>
          ))}
        </Row>
      ) : null}
      {GROUP_ORDER.filter((m) => groups[m].length > 0).map((m) => (
        <Group
          key={m}
          match={m}
          deposits={groups[m]}
          total={result.totals.byMatch[m].count}
          choice={choice}
          onChange={onChange}
          disabled={busy || switching}
          headers={result.reading}
        />
      ))}
      {rows.isFetchNextPageError ? (
        <p className={styles.hint} role="alert">
          {t.rowsFailed}
        </p>
      ) : null}
      {rows.hasNextPage ? (
        <Button
          variant="secondary"
          block
          onClick={() => void rows.fetchNextPage()}
          disabled={rows.isFetchingNextPage}
          aria-busy={rows.isFetchingNextPage}
        >
          {rows.isFetchingNextPage
            ? t.loadingRows
            : t.moreRows(formatNumber(shown.length), formatNumber(count))}
        </Button>
      ) : null}
      <div className={styles.applyBar} data-sticky-inset="bottom">
        <p className={styles.totals} aria-live="polite">
          <span className={styles.totalsLabel}>{t.totalsLabel}</span>{' '}
          <strong>{t.totals(sum.people, formatWon(sum.amount))}</strong>
          {sum.received !== sum.amount ? (
            <span className={styles.received}> · {t.received(formatWon(sum.received))}</span>
          ) : null}
        </p>
        <Button onClick={() => onApply(sum)} disabled={busy || sum.deposits === 0} aria-busy={busy}>
          {busy ? t.applying : t.applyButton}
        </Button>
      </div>
    </div>
  );
}

function Group({
  match,
  deposits,
  total,
  choice,
  onChange,
  disabled,
  headers,
}: {
  match: DepositMatch;
  deposits: Deposit[];
  /** The group's rows in the whole import, loaded or not. */
  total: number;
  choice: Choice;
  onChange: (choice: Choice) => void;
  disabled: boolean;
  headers: Headers;
}) {
  const id = useId();
  return (
    <section className={`${styles.group} ${styles[`group_${match}`]}`} aria-labelledby={id}>
      <header className={styles.groupHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {t.groups[match]}{' '}
          <span className={styles.count}>
            {deposits.length < total
              ? t.groupShown(formatNumber(deposits.length), formatNumber(total))
              : formatNumber(total)}
          </span>
        </h2>
        <p className={styles.hint}>{t.groupHints[match]}</p>
      </header>
      <ul className={styles.rows}>
        {deposits.map((d) => (
          <li key={d.depositId} className={styles.row}>
            <DepositLine
              deposit={d}
              choice={choice}
              onChange={onChange}
              disabled={disabled}
              headers={headers}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

type Headers = Pick<DepositImport['reading'], 'nameHeader' | 'otherNameHeader' | 'nameColumn'>;

function DepositLine({
  deposit: d,
  choice,
  onChange,
  disabled,
  headers,
}: {
  deposit: Deposit;
  choice: Choice;
  onChange: (choice: Choice) => void;
  disabled: boolean;
  headers: Headers;
}) {
  const label = d.name === '' ? t.noName : d.name;
  // Said only when the deposit was found by the column read second.
  const basis = d.hint?.basis ?? headers.nameColumn;
  const basisHeader =
    basis === headers.nameColumn
      ? null
      : basis === 'otherName'
        ? headers.otherNameHeader
        : headers.nameHeader;
  const chosen = chosenFor(choice, d);
  const applied = d.appliedAt !== null;
  const direct = d.match === 'matched' || d.match === 'alreadyPaid';
  const checkable = !applied && (direct || (d.match === 'ambiguous' && chosen !== undefined));
  const gap = d.match === 'ambiguous' && !applied ? difference(d, chosen) : 0;
  const dues = d.duesCandidates ?? [];
  const shownTarget = targetText(d);
  return (
    <>
      <span className={styles.check}>
        {direct || d.match === 'ambiguous' ? (
          <input
            type="checkbox"
            aria-label={t.selectLabel(label)}
            checked={chosen !== undefined}
            disabled={disabled || !checkable}
            onChange={(e) => onChange(direct ? toggle(choice, d, e.target.checked) : pick(choice, d, null))}
          />
        ) : null}
      </span>
      <span className={styles.name}>
        <span className={d.name === '' ? styles.noName : undefined}>{label}</span>
        {d.otherName ? <span className={styles.otherName}>{d.otherName}</span> : null}
        {d.hint?.via ? <span className={styles.viaTag}>{t.via(d.hint.via)}</span> : null}
        {basisHeader && d.otherName ? (
          <span className={styles.otherName}>{t.basisOther(basisHeader)}</span>
        ) : null}
      </span>
      <span className={styles.amount}>{formatWon(d.amount)}</span>
      <span className={styles.when}>{formatDateTime(d.at)}</span>
      <span className={styles.target}>
        {applied ? <span className={styles.appliedTag}>{t.applied}</span> : null}
        {gap !== 0 ? (
          <span className={styles.gapTag}>{gap < 0 ? t.short(formatWon(-gap)) : t.over(formatWon(gap))}</span>
        ) : null}
        {d.match === 'ambiguous' && !applied ? (
          <select
            className={styles.control}
            aria-label={t.pickLabel(label)}
            value={chosen ?? ''}
            disabled={disabled}
            onChange={(e) =>
              onChange(pick(choice, d, e.target.value === '' ? null : (e.target.value as TargetKey)))
            }
          >
            <option value="">{dues.length > 0 ? t.pickNoneWithDues : t.pickNone}</option>
            {dues.length > 0 && d.candidates.length > 0 ? (
              <>
                <optgroup label={t.ticketsGroup}>
                  {d.candidates.map((c) => (
                    <option key={c.reservationId} value={`r${c.reservationId}`}>
                      {candidateText(c)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t.duesGroup}>
                  {dues.map((c) => (
                    <option key={c.chargeId} value={`d${c.chargeId}`}>
                      {duesText(c)}
                    </option>
                  ))}
                </optgroup>
              </>
            ) : (
              <>
                {d.candidates.map((c) => (
                  <option key={c.reservationId} value={`r${c.reservationId}`}>
                    {candidateText(c)}
                  </option>
                ))}
                {dues.map((c) => (
                  <option key={c.chargeId} value={`d${c.chargeId}`}>
                    {duesText(c)}
                  </option>
                ))}
              </>
            )}
          </select>
        ) : shownTarget ? (
          <span className={styles.candidate}>{shownTarget}</span>
        ) : null}
        {d.hint?.reason && !applied ? (
          <span className={styles.reason}>{t.reasons[d.hint.reason]}</span>
        ) : null}
      </span>
    </>
  );
}

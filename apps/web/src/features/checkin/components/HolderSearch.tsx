import { useDeferredValue, useId, useState, type Ref } from 'react';
import type { CheckinHolder } from '@moa/contract';
import { manageKo } from '../../../text/ko-manage';
import { findHolders, SEARCH_LIMIT } from '../lib/search';
import styles from '../CheckinScreen.module.css';

const t = manageKo.checkin.search;

/**
 * 이름으로 찾기: a holder without their phone, found in the kept list (so it works offline too) by name, student id,
 * deposit name, or a manager by phone; 입장 lets them in like a scan of their ticket.
 */
export function HolderSearch({
  holders,
  staff,
  inputRef,
  onAdmit,
}: {
  holders: readonly CheckinHolder[];
  staff: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onAdmit: (holder: CheckinHolder) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = findHolders(holders, deferred);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t.title}
      </h2>
      <p className={styles.hint}>{t.hint}</p>
      <label htmlFor={`${id}-q`} className={styles.label}>
        {staff ? t.labelStaff : t.label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        type="search"
        className={styles.search}
        value={query}
        placeholder={t.placeholder}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {/* how many were found, told to screen readers as the query changes (the list itself is not announced) */}
      <p role="status" className="visually-hidden">
        {deferred.trim() ? t.found(found.length) : ''}
      </p>
      {deferred.trim() && found.length === 0 ? <p className={styles.hint}>{t.empty}</p> : null}
      {found.length > 0 ? (
        <ul className={styles.results}>
          {found.slice(0, SEARCH_LIMIT).map((h) => {
            const left = h.tickets - h.admitted;
            return (
              <li key={h.reservationId} className={styles.result}>
                <div className={styles.resultText}>
                  <strong>{h.name}</strong>
                  <span className={styles.muted}>
                    {h.studentId} · {h.depositName}
                    {h.phoneNumber ? ` · ${h.phoneNumber}` : ''}
                  </span>
                  <span
                    className={h.status !== 'paid' ? styles.warn : left <= 0 ? styles.good : styles.muted}
                  >
                    {h.status !== 'paid'
                      ? manageKo.checkin.result.unpaidStatus[h.status]
                      : left <= 0
                        ? t.allIn(h.tickets)
                        : t.tickets(h.admitted, h.tickets)}
                  </span>
                </div>
                <button
                  type="button"
                  className={styles.admit}
                  disabled={h.status !== 'paid' || left <= 0}
                  onClick={() => onAdmit(h)}
                  aria-label={`${h.name} ${t.admit}`}
                >
                  {t.admit}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {found.length > SEARCH_LIMIT ? (
        <p className={styles.hint}>{t.more(found.length - SEARCH_LIMIT)}</p>
      ) : null}
    </section>
  );
}

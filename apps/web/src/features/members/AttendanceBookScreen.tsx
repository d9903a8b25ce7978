import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  ATTENDANCE_MARK_LABELS,
  type AttendanceRow,
  type Position,
  type TermAttendance,
  type TermAttendanceQuery,
} from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { useAlertDialog } from '../../components/dialogs';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import filterStyles from '../../components/table/ListFilters.module.css';
import listStyles from '../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { SearchBox } from '../../components/table/SearchBox';
import { useServerFile } from '../../components/table/download';
import { useDocumentTitle } from '../../lib/document-title';
import { attendanceBookKo as t } from '../../text/ko-attendance-book';
import { positionsQuery } from './api';
import { useChosenTerm } from './chosen-term';
import { TermPicker } from './TermPicker';
import { attendanceBookQuery, downloadAttendanceXlsx } from './attendance-book-api';
import styles from './AttendanceBook.module.css';

/**
 * /manager/members/attendance (출석부, docs/product.md#meetings-and-attendance): the chosen term's members × meetings,
 * each cell one letter (출, 지, 공, 결; '-' where the meeting did not expect the member), each member's 출석률, the
 * roster's filters (search, position) sent to the server, and the same as an XLSX file. The name column stays in view
 * while the meetings scroll sideways on a phone.
 */
export function AttendanceBookScreen() {
  useDocumentTitle(t.pageTitle);
  const { terms, list, term, pick } = useChosenTerm();
  const positions = useQuery(positionsQuery());

  let content: ReactNode;
  if (terms.isError || positions.isError) {
    content = (
      <LoadError
        error={terms.error ?? positions.error}
        texts={{ failed: t.loadFailed }}
        back={{ to: '/manager/members', label: t.back }}
        onRetry={() => void Promise.all([terms.refetch(), positions.refetch()])}
        retrying={terms.isFetching || positions.isFetching}
      />
    );
  } else if (!terms.data || !positions.data) content = <ListSkeleton />;
  else if (!term) content = <EmptyState title={t.noTerm} />;
  else {
    content = (
      <>
        <TermPicker terms={list} term={term} onPick={pick} />
        <Book key={term.termId} termId={term.termId} positions={positions.data} />
      </>
    );
  }
  return (
    <div className={listStyles.page}>
      <BackLink to="/manager/members" label={t.back} />
      <header className={listStyles.header}>
        <div className={listStyles.headingGroup}>
          <h1 id="page-heading" className={listStyles.title}>
            {t.pageTitle}
          </h1>
        </div>
      </header>
      {content}
    </div>
  );
}

function Book({ termId, positions }: { termId: number; positions: readonly Position[] }) {
  const [filters, setFilters] = useState<TermAttendanceQuery>({});
  const book = useQuery(attendanceBookQuery(termId, filters));
  const alerts = useAlertDialog();
  const xlsx = useServerFile(
    () => downloadAttendanceXlsx(termId, filters),
    'attendance.xlsx',
    (error) => void alerts.alertFailure(error, t.exportFailed, { failed: t.exportFailed }),
  );
  const set = (next: Partial<TermAttendanceQuery>) =>
    setFilters((current) => {
      const merged = { ...current, ...next };
      return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
    });

  let body: ReactNode;
  if (book.isError && !book.data) {
    body = (
      <LoadError
        error={book.error}
        texts={{ failed: t.loadFailed }}
        onRetry={() => void book.refetch()}
        retrying={book.isFetching}
      />
    );
  } else if (!book.data) body = <ListSkeleton />;
  else if (book.data.meetings.length === 0) body = <EmptyState title={t.noMeetings} />;
  else if (book.data.members.length === 0) body = <EmptyState title={t.noMatch} />;
  else body = <Matrix book={book.data} />;

  return (
    <section className={listStyles.page} aria-label={t.pageTitle}>
      <div className={listStyles.toolbar}>
        <div className={styles.filters}>
          <SearchBox
            onSearch={(query) => set({ query: query.trim() || undefined })}
            words={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
          />
          <select
            className={filterStyles.select}
            aria-label={t.positionFilter}
            value={filters.positionId ?? ''}
            onChange={(event) =>
              set({ positionId: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{t.allPositions}</option>
            {positions.map((p) => (
              <option key={p.positionId} value={p.positionId}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className={listStyles.exports}>
          <Button variant="secondary" onClick={xlsx.download} aria-disabled={xlsx.fetching || undefined}>
            {xlsx.fetching ? t.fetching : t.xlsx}
          </Button>
        </div>
      </div>
      {book.data && book.data.members.length !== book.data.all ? (
        <p className={filterStyles.shown} aria-live="polite">
          {t.shown(book.data.members.length, book.data.all)}
        </p>
      ) : null}
      <div aria-busy={book.isFetching || undefined}>{body}</div>
      <p className={styles.legend}>{t.legend}</p>
      {alerts.element}
    </section>
  );
}

function Cell({ cell }: { cell: AttendanceRow['cells'][number] }) {
  if (cell.mark) {
    return (
      <span className={`${styles.mark} ${styles[cell.mark]}`}>
        <span aria-hidden="true">{t.short[cell.mark]}</span>
        <span className="visually-hidden">{ATTENDANCE_MARK_LABELS[cell.mark]}</span>
      </span>
    );
  }
  return (
    <span className={styles.none}>
      <span aria-hidden="true">{cell.expected ? '' : '-'}</span>
      <span className="visually-hidden">{cell.expected ? t.unmarked : t.notExpected}</span>
    </span>
  );
}

function Matrix({ book }: { book: TermAttendance }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption(book.termName)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.name}>
              {t.name}
            </th>
            {book.meetings.map((m) => (
              <th key={m.meetingId} scope="col">
                <span className={styles.meetingHead}>
                  <span>{m.startsAt.slice(5, 10).replace('-', '.')}</span>
                  <span className={styles.meetingTitle}>{m.title}</span>
                </span>
              </th>
            ))}
            <th scope="col">{t.rate}</th>
          </tr>
        </thead>
        <tbody>
          {book.members.map((row) => (
            <tr key={row.membershipId}>
              <th scope="row" className={styles.name} title={t.counts(row.counts)}>
                {row.name}
                <span className={styles.studentId}>
                  {row.studentId} · {row.positionName}
                </span>
              </th>
              {row.cells.map((cell, i) => (
                <td key={book.meetings[i]!.meetingId}>
                  <Cell cell={cell} />
                </td>
              ))}
              <td className={styles.rate}>{t.rateValue(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

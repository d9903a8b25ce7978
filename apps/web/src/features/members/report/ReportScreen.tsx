import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/BackLink';
import { Button } from '../../../components/Button';
import { useAlertDialog } from '../../../components/dialogs';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import listStyles from '../../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../../components/table/ListSkeleton';
import { useServerFile } from '../../../components/table/download';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatDateTime } from '../../../lib/format';
import { reportKo as t } from '../../../text/ko-report';
import { useChosenTerm } from '../chosen-term';
import { TermPicker } from '../TermPicker';
import { ActivitiesSection } from './ActivitiesSection';
import { downloadReportXlsx, termReportQuery } from './api';
import { FinanceSection } from './FinanceSection';
import styles from './Report.module.css';
import { RosterSection } from './RosterSection';
import { RulesSection } from './RulesSection';

/**
 * /manager/members/report (학기 보고서, docs/product.md#the-union-report): for the chosen term, whether the club meets
 * its union's rules, the roster, the activities and the 결산 with the treasurer's ledger; the same as an XLSX file,
 * and the page itself prints as the union's paper copy (the app's header, footer and buttons are left out in print).
 */
export function ReportScreen() {
  useDocumentTitle(t.pageTitle);
  const { terms, list, term, pick } = useChosenTerm();
  let content: ReactNode;
  if (terms.isError) {
    content = (
      <LoadError
        error={terms.error}
        texts={{ failed: t.loadFailed }}
        back={{ to: '/manager/members', label: t.back }}
        onRetry={() => void terms.refetch()}
        retrying={terms.isFetching}
      />
    );
  } else if (!terms.data) content = <ListSkeleton />;
  else if (!term) content = <EmptyState title={t.noTerm} />;
  else {
    content = (
      <>
        <TermPicker terms={list} term={term} onPick={pick} />
        <Report key={term.termId} termId={term.termId} />
      </>
    );
  }
  return (
    <div className={`${listStyles.page} ${styles.page}`}>
      <BackLink to="/manager/members" label={t.back} />
      <header className={listStyles.header}>
        <div className={listStyles.headingGroup}>
          <h1 id="page-heading" className={listStyles.title}>
            {t.pageTitle}
          </h1>
          <p className={`${styles.lead} ${styles.noPrint}`}>{t.lead}</p>
        </div>
      </header>
      {content}
    </div>
  );
}

function Report({ termId }: { termId: number }) {
  const report = useQuery(termReportQuery(termId));
  const alerts = useAlertDialog();
  const xlsx = useServerFile(
    () => downloadReportXlsx(termId),
    'report.xlsx',
    (error) => void alerts.alertFailure(error, t.exportFailed, { failed: t.exportFailed }),
  );
  if (report.isError && !report.data) {
    return (
      <LoadError
        error={report.error}
        texts={{ failed: t.loadFailed }}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  if (!report.data) return <ListSkeleton />;
  const r = report.data;
  return (
    <div className={styles.report} aria-busy={report.isFetching || undefined}>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <p className={styles.muted}>{t.generatedAt(formatDateTime(r.generatedAt))}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={xlsx.download} aria-disabled={xlsx.fetching || undefined}>
            {xlsx.fetching ? t.fetching : t.xlsx}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t.print}
          </Button>
        </div>
        <p className={styles.hint}>{t.printHint}</p>
      </div>
      <p className={styles.printTitle}>
        {r.club.name} · {r.term.name} ({formatDate(r.term.startsOn)} – {formatDate(r.term.endsOn)})
      </p>
      <RulesSection report={r} />
      <RosterSection report={r} />
      <ActivitiesSection report={r} />
      <FinanceSection report={r} termId={termId} />
      {alerts.element}
    </div>
  );
}

/**
 * /manager/recruiting/{recruitingId}/applications (docs/product.md#recruiting-applications): a post's applicants with
 * search, stage filters, the chosen moved to a stage in batch, results told, exports, and each application in full
 * one click away. Another club's post answers 403.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatPeriod } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import holderStyles from '../../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../../components/table/ListSkeleton';
import { StatusBanner } from '../../../components/StatusBanner';
import { applicationsQuery, postQuery } from './api';
import { ApplicationFilters } from './ApplicationFilters';
import styles from './Applications.module.css';
import { ApplicationTable } from './ApplicationTable';
import { ApplicationToolbar } from './ApplicationToolbar';
import { ResultsDialog } from './ResultsDialog';
import { useApplicationView } from './useApplicationView';
import { useReviewActions } from './useReviewActions';

const r = applicationsKo.review;
const BACK = { to: '/manager/recruiting', label: r.back };

export function ApplicationsScreen({ recruitingId }: { recruitingId: number }) {
  useDocumentTitle(r.title);
  const post = useQuery(postQuery(recruitingId));
  const list = useQuery(applicationsQuery(recruitingId));
  const applications = list.data ?? [];
  const view = useApplicationView(applications);
  const actions = useReviewActions(recruitingId, view);

  let content: ReactNode;
  if (list.isError || post.isError) {
    content = (
      <LoadError
        error={list.error ?? post.error}
        texts={{ failed: r.loadFailed, forbidden: r.forbidden, notFound: r.notFound }}
        back={BACK}
        onRetry={() => void (list.isError ? list.refetch() : post.refetch())}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data || !post.data) content = <ListSkeleton />;
  else {
    const detail = post.data;
    content = (
      <>
        {detail.applicationMode === 'link' ? <p className={styles.modeNote}>{r.linkMode}</p> : null}
        <StatusBanner message={actions.notice} onDismiss={actions.clearNotice} />
        {applications.length === 0 ? (
          <EmptyState title={r.empty} description={r.emptyHint} />
        ) : (
          <>
            <ApplicationFilters view={view} total={applications.length} />
            <ApplicationToolbar
              selected={view.selected.length}
              busy={actions.busy}
              onMove={(stage) => void actions.move(stage)}
              onResults={actions.openResults}
              onExport={actions.exportAs}
            />
            <ApplicationTable
              caption={r.lead(detail.recruitingTitle)}
              view={view}
              question={detail.questions[0]}
              detailPath={(id) => `/manager/recruiting/${recruitingId}/applications/${id}`}
            />
          </>
        )}
        <ResultsDialog
          open={actions.resultsOpen}
          club={detail.clubName}
          applications={applications}
          onClose={actions.closeResults}
          onSend={actions.send}
        />
      </>
    );
  }

  return (
    <div className={holderStyles.page}>
      <BackLink to={BACK.to} label={BACK.label} />
      <header className={holderStyles.header}>
        <div className={holderStyles.headingGroup}>
          <h1 className={holderStyles.title}>{r.title}</h1>
          {post.data ? (
            <p className={holderStyles.when}>
              <span className={holderStyles.orderBadge}>{post.data.recruitingTitle}</span>
              <span>{formatPeriod(post.data.startDate, post.data.endDate)}</span>
            </p>
          ) : null}
        </div>
        <div className={holderStyles.headerLinks}>
          <Link
            to={`/manager/recruiting/${recruitingId}/interviews`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {r.interviews}
          </Link>
          <Link to={`/edit/recruiting/${recruitingId}`} className={buttonClassName({ variant: 'secondary' })}>
            {r.editPost}
          </Link>
        </div>
      </header>
      {content}
      {actions.dialogs}
    </div>
  );
}

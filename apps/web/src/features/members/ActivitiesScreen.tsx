import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Term, TermActivity } from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClassName } from '../../components/Button';
import { useAlertDialog, useConfirmDialog } from '../../components/dialogs';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { StatusBanner } from '../../components/StatusBanner';
import listStyles from '../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate, formatDateTime } from '../../lib/format';
import { activitiesKo } from '../../text/ko-activities';
import { membersKo } from '../../text/ko-members';
import {
  activityKeys,
  addActivityPhoto,
  createActivity,
  deleteActivity,
  deleteActivityPhoto,
  saveActivityReport,
  termActivitiesQuery,
} from './activities-api';
import { activityWhen, OtherActivityDialog, PhotoThumb, ReportDialog } from './ActivityDialogs';
import { useChosenTerm } from './chosen-term';
import { TermPicker } from './TermPicker';
import { dayInTerm, reportOpenUntil, seoulToday } from './terms';
import styles from './Activities.module.css';

const t = activitiesKo;

/**
 * /manager/members/activities (docs/product.md#activity-records): the term picker as on the meetings page, the chosen
 * term's activities by start — 모임, 공연, 행사 and 기타 — each a card with its date, place, attendees (자동 or 직접
 * 입력), the start of its report and its photos; the report dialog, 기타 활동 추가 and deleting a 기타 활동. A past term is
 * read-only.
 */
export function ActivitiesScreen() {
  useDocumentTitle(t.pageTitle);
  const { terms, list, term, pick } = useChosenTerm();
  const [notice, setNotice] = useState<string | null>(null);

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
  else if (!term) {
    content = (
      <EmptyState
        title={t.noTermTitle}
        description={t.noTermBody}
        action={
          <Link to="/manager/members" className={buttonClassName({})}>
            {t.goMembers}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <TermPicker terms={list} term={term} onPick={pick} note={termNote(term)} />
        <TermActivities key={term.termId} term={term} onNotice={setNotice} />
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
          <p className={styles.lead}>{t.lead}</p>
        </div>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      {content}
    </div>
  );
}

/** A past term's note: read-only once its report window closed, else until when its records may change. */
function termNote(term: Term): string | null {
  const until = reportOpenUntil(term);
  if (until < seoulToday()) return t.list.readOnlyNote;
  return term.readOnly ? t.list.pastOpenNote(formatDate(until)) : null;
}

function TermActivities({ term, onNotice }: { term: Term; onNotice: (message: string) => void }) {
  const closed = reportOpenUntil(term) < seoulToday();
  const client = useQueryClient();
  const activities = useQuery(termActivitiesQuery(term.termId));
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const confirms = useConfirmDialog();
  const alerts = useAlertDialog();
  const refresh = () => client.invalidateQueries({ queryKey: activityKeys.term(term.termId) });
  /** An answer of a write: the activity as saved, put into the list at once. */
  const put = (saved: TermActivity) =>
    client.setQueryData(activityKeys.term(term.termId), (old: TermActivity[] | undefined) =>
      old?.map((each) => (each.key === saved.key ? saved : each)),
    );
  const refOf = (activity: TermActivity) => ({
    termId: term.termId,
    kind: activity.kind,
    refId: activity.refId,
  });
  const open = activities.data?.find((each) => each.key === editing) ?? null;

  const remove = async (activity: TermActivity) => {
    const ok = await confirms.confirm({
      title: t.remove.title(activity.title),
      body: t.remove.body,
      confirmLabel: t.remove.confirm,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await deleteActivity(refOf(activity));
      await refresh();
      onNotice(t.remove.done(activity.title));
    } catch (error) {
      await refresh();
      await alerts.alertFailure(error, t.remove.failed, { failed: t.remove.failed });
    }
  };

  let rows: ReactNode;
  if (activities.isError && !activities.data) {
    rows = (
      <LoadError
        error={activities.error}
        texts={{ failed: t.loadFailed, notFound: membersKo.notFound }}
        onRetry={() => void activities.refetch()}
        retrying={activities.isFetching}
      />
    );
  } else if (!activities.data) rows = <ListSkeleton />;
  else if (activities.data.length === 0) {
    rows = closed ? (
      <EmptyState title={t.list.emptyTitle} description={t.list.readOnlyEmpty} />
    ) : (
      <EmptyState
        title={t.list.emptyTitle}
        description={t.list.emptyBody}
        action={<Button onClick={() => setAdding(true)}>{t.list.addOther}</Button>}
      />
    );
  } else {
    rows = (
      <ul className={styles.cards}>
        {activities.data.map((activity) => (
          <ActivityCard
            key={activity.key}
            activity={activity}
            termId={term.termId}
            readOnly={closed}
            onEdit={() => setEditing(activity.key)}
            onDelete={() => void remove(activity)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="activities-heading">
        <div className={styles.sectionHead}>
          <h2 id="activities-heading" className={styles.sectionTitle}>
            {t.list.title(term.name)}
            {activities.data && activities.data.length > 0 ? (
              <span className={styles.sectionCount}> {t.list.count(activities.data.length)}</span>
            ) : null}
          </h2>
          {closed || activities.data?.length === 0 ? null : (
            <Button onClick={() => setAdding(true)}>{t.list.addOther}</Button>
          )}
        </div>
        <div aria-busy={activities.isFetching || undefined}>{rows}</div>
      </section>
      <ReportDialog
        activity={open}
        term={term}
        readOnly={closed}
        onClose={() => setEditing(null)}
        onRefused={() => void refresh()}
        save={async (activity, body) => {
          const saved = await saveActivityReport(refOf(activity), body);
          put(saved);
          setEditing(null);
          onNotice(t.report.saved(saved.title));
        }}
        photos={{
          add: async (activity, file) => {
            try {
              put(await addActivityPhoto(refOf(activity), file));
            } catch (error) {
              await refresh();
              throw error;
            }
          },
          remove: async (activity, photoId) => {
            try {
              put(await deleteActivityPhoto(refOf(activity), photoId));
            } catch (error) {
              await refresh();
              throw error;
            }
          },
        }}
      />
      <OtherActivityDialog
        open={adding}
        term={term}
        defaultDate={dayInTerm(term)}
        onClose={() => setAdding(false)}
        create={async (body) => {
          const made = await createActivity(term.termId, body);
          setAdding(false);
          await refresh();
          onNotice(t.other.added(made.title));
        }}
      />
      {confirms.element}
      {alerts.element}
    </>
  );
}

function ActivityCard({
  activity,
  termId,
  readOnly,
  onEdit,
  onDelete,
}: {
  activity: TermActivity;
  termId: number;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `activity-${activity.kind}-${activity.refId}-title`;
  const manual = activity.attendeesManual !== null;
  const reported = activity.updatedAt !== null;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={`${styles.kind} ${styles[`kind_${activity.kind}`]}`}>{t.kinds[activity.kind]}</span>
        <h3 id={headingId} className={styles.cardTitle}>
          {activity.title}
        </h3>
      </div>
      <p className={styles.meta}>
        <time dateTime={activity.startsAt}>{activityWhen(activity)}</time>
        {activity.place ? <span>{activity.place}</span> : null}
      </p>
      <p className={styles.attendees}>
        {activity.attendees === null ? (
          <span className={styles.muted}>{t.list.noAttendees}</span>
        ) : (
          <>
            <strong>{t.list.attendees(activity.attendees)}</strong>
            {manual ? (
              <span className={styles.manualTag}>
                {t.list.manual}
                {activity.attendeesAuto !== null ? ` · ${t.list.autoBeside(activity.attendeesAuto)}` : ''}
              </span>
            ) : (
              <span className={styles.autoTag} title={t.list.autoTitle}>
                {t.list.auto}
              </span>
            )}
          </>
        )}
      </p>
      {activity.summary ? (
        // a past term's report has no dialog to read it in: shown whole
        <p className={readOnly ? styles.summaryWhole : styles.summary}>{activity.summary}</p>
      ) : (
        <p className={`${styles.summary} ${styles.summaryEmpty}`}>{t.list.noSummary}</p>
      )}
      {activity.photos.length > 0 ? (
        <ul className={styles.thumbs} aria-label={t.list.photos(activity.photos.length)}>
          {activity.photos.map((photo, i) => (
            <li key={photo.id}>
              <PhotoThumb
                ref_={{ termId, kind: activity.kind, refId: activity.refId }}
                photoId={photo.id}
                alt={t.list.photoAlt(activity.title, i + 1)}
                className={styles.thumb}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardFoot}>
        {activity.updatedAt ? (
          <span className={styles.updated}>{t.list.updated(formatDateTime(activity.updatedAt))}</span>
        ) : (
          <span />
        )}
        {readOnly ? null : (
          <div className={styles.cardActions} role="group" aria-label={t.list.actionsOf(activity.title)}>
            {activity.kind === 'other' ? (
              <Button variant="ghost" size="small" className={styles.danger} onClick={onDelete}>
                {t.list.delete}
              </Button>
            ) : null}
            <Button variant={reported ? 'secondary' : 'primary'} size="small" onClick={onEdit}>
              {reported ? t.list.editDone : t.list.edit}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BREAKPOINTS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_STATUS_LABELS,
  type Member,
  type MemberList,
  type MemberListQuery,
  type MembershipStatus,
  type Position,
  type Term,
} from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClassName } from '../../components/Button';
import { useAlertDialog } from '../../components/dialogs';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { StatusBanner } from '../../components/StatusBanner';
import filterStyles from '../../components/table/ListFilters.module.css';
import listStyles from '../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { SearchBox } from '../../components/table/SearchBox';
import { useServerFile } from '../../components/table/download';
import { SelectionToolbar } from '../../components/table/SelectionToolbar';
import { useSelection } from '../../components/table/useSelection';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { membersKo } from '../../text/ko-members';
import { activitiesKo } from '../../text/ko-activities';
import { attendanceBookKo } from '../../text/ko-attendance-book';
import { officersKo } from '../../text/ko-officers';
import {
  addMember,
  chargeMember,
  createTerm,
  downloadRosterCsv,
  downloadRosterXlsx,
  memberKeys,
  positionsQuery,
  rosterQuery,
  setDues,
  startRenewal,
  updateMember,
  updateMembers,
  updateTerm,
} from './api';
import { useChosenTerm } from './chosen-term';
import { meetingsKo } from '../../text/ko-meetings';
import { reportKo } from '../../text/ko-report';
import { BatchStatusDialog } from './BatchStatusDialog';
import { AddMemberDialog, ChargeDialog, DuesDialog, MemberDialog, TermDialog } from './MemberDialogs';
import styles from './Members.module.css';
import { PositionsDialog } from './PositionsDialog';
import { RosterImportDialog } from './RosterImportDialog';
import { RosterCards, RosterTable } from './RosterRows';
import { newTermFor, nextTermOf } from './terms';

const t = membersKo;

type TermDialogKind = 'create' | 'edit' | 'renew' | null;

const NO_MEMBERS: Member[] = [];

/**
 * /manager/members (docs/product.md#members): the club's terms (newest first) and the chosen term's roster, with
 * search, filters by status and position, the totals and dues, and the manager's changes; a past term is read-only.
 * A club with no term is asked to create its first. A table on wide screens, cards at ≤ 600 px.
 */
export function MembersScreen() {
  useDocumentTitle(t.pageTitle);
  const client = useQueryClient();
  const { terms, list, term, pick } = useChosenTerm();
  const positions = useQuery(positionsQuery());
  const [notice, setNotice] = useState<string | null>(null);
  const [termDialog, setTermDialog] = useState<TermDialogKind>(null);
  const alerts = useAlertDialog();

  const refresh = () => client.invalidateQueries({ queryKey: memberKeys.all });

  const termSaved = async (saved: Term, message: string) => {
    setTermDialog(null);
    await refresh();
    pick(saved.termId);
    setNotice(message);
  };

  let content: ReactNode;
  if (terms.isError || positions.isError) {
    const failed = terms.error ?? positions.error;
    content = (
      <LoadError
        error={failed}
        texts={{ failed: t.loadFailed }}
        back={{ to: '/manager/mypage', label: t.back }}
        onRetry={() => void Promise.all([terms.refetch(), positions.refetch()])}
        retrying={terms.isFetching || positions.isFetching}
      />
    );
  } else if (!terms.data || !positions.data) content = <ListSkeleton />;
  else if (!term) {
    content = (
      <EmptyState
        title={t.terms.noneTitle}
        description={t.terms.noneBody}
        action={<Button onClick={() => setTermDialog('create')}>{t.terms.create}</Button>}
      />
    );
  } else {
    content = (
      <>
        <TermBar
          terms={list}
          term={term}
          onPick={pick}
          onCreate={() => setTermDialog('create')}
          onEdit={() => setTermDialog('edit')}
        />
        <Roster
          key={term.termId}
          term={term}
          positions={positions.data}
          onNotice={setNotice}
          onRenew={() => setTermDialog('renew')}
          refresh={refresh}
          alertFailure={alerts.alertFailure}
        />
      </>
    );
  }

  const dialogTerm = termDialog === 'edit' ? term : undefined;
  return (
    <div className={listStyles.page}>
      <BackLink to="/manager/mypage" label={t.back} />
      <header className={listStyles.header}>
        <div className={listStyles.headingGroup}>
          <h1 id="page-heading" className={listStyles.title}>
            {t.pageTitle}
          </h1>
        </div>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      {content}
      <TermDialog
        open={termDialog === 'create' || termDialog === 'edit'}
        title={termDialog === 'edit' ? t.terms.editTitle : t.terms.createTitle}
        submitLabel={t.terms.save}
        busyLabel={t.terms.saving}
        failed={t.terms.failed}
        initial={
          dialogTerm
            ? { name: dialogTerm.name, startsOn: dialogTerm.startsOn, endsOn: dialogTerm.endsOn }
            : newTermFor(list)
        }
        onClose={() => setTermDialog(null)}
        save={async (body) => {
          if (dialogTerm) {
            const saved = await updateTerm(dialogTerm.termId, body);
            await termSaved(saved, t.terms.updated(saved.name));
          } else {
            const saved = await createTerm(body);
            await termSaved(saved, t.terms.created(saved.name));
          }
        }}
      />
      {term ? (
        <TermDialog
          open={termDialog === 'renew'}
          title={t.renewal.title}
          lead={t.renewal.lead(term.name)}
          submitLabel={t.renewal.submit}
          busyLabel={t.renewal.busy}
          failed={t.renewal.failed}
          initial={nextTermOf(term)}
          onClose={() => setTermDialog(null)}
          save={async (body) => {
            const started = await startRenewal(term.termId, body);
            await termSaved(started.term, t.renewal.started(started.term.name, started.asked));
          }}
        />
      ) : null}
      {alerts.element}
    </div>
  );
}

function TermBar({
  terms,
  term,
  onPick,
  onCreate,
  onEdit,
}: {
  terms: readonly Term[];
  term: Term;
  onPick: (termId: number) => void;
  onCreate: () => void;
  onEdit: () => void;
}) {
  return (
    <section className={styles.termBar} aria-label={t.terms.label}>
      <div className={styles.termPick}>
        <label htmlFor="member-term" className={styles.termLabel}>
          {t.terms.pick}
        </label>
        <select
          id="member-term"
          className={filterStyles.select}
          value={term.termId}
          onChange={(event) => onPick(Number(event.target.value))}
        >
          {terms.map((each) => (
            <option key={each.termId} value={each.termId}>
              {each.name}
              {each.current ? ` (${t.terms.current})` : each.readOnly ? ` (${t.terms.past})` : ''} ·{' '}
              {t.terms.memberCount(each.memberCount)}
            </option>
          ))}
        </select>
        <span className={styles.termDays}>
          {formatDate(term.startsOn)} – {formatDate(term.endsOn)}
        </span>
      </div>
      <div className={listStyles.actions}>
        {term.readOnly ? null : (
          <Button variant="secondary" onClick={onEdit}>
            {t.terms.edit}
          </Button>
        )}
        <Button variant="secondary" onClick={onCreate}>
          {t.terms.create}
        </Button>
      </div>
      {term.readOnly ? (
        <p className={styles.readOnlyNote} role="note">
          {t.terms.readOnlyNote}
        </p>
      ) : null}
    </section>
  );
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'member'; member: Member }
  | { kind: 'charge'; member: Member }
  | { kind: 'dues' }
  | { kind: 'import' }
  | { kind: 'positions' }
  | { kind: 'batch'; ids: number[] }
  | null;

const idOfMember = (m: Member) => m.membershipId;

function Roster({
  term,
  positions,
  onNotice,
  onRenew,
  refresh,
  alertFailure,
}: {
  term: Term;
  positions: readonly Position[];
  onNotice: (message: string) => void;
  onRenew: () => void;
  refresh: () => Promise<void>;
  alertFailure: ReturnType<typeof useAlertDialog>['alertFailure'];
}) {
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);
  const [filters, setFilters] = useState<MemberListQuery>({});
  const roster = useQuery(rosterQuery(term.termId, filters));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const name = (m: Member) => m.name || m.email;
  const failed = (message: string) => (error: unknown) =>
    void alertFailure(error, t.exports.failedTitle, { failed: message });
  const xlsx = useServerFile(() => downloadRosterXlsx(term.termId), 'members.xlsx', failed(t.exports.failed));
  const csv = useServerFile(() => downloadRosterCsv(term.termId), 'members.csv', failed(t.exports.failed));

  const setFilter = (next: Partial<MemberListQuery>) =>
    setFilters((current) => clean({ ...current, ...next }));
  const reset = () => setFilters({});
  const data = roster.data;
  const selection = useSelection(data?.members ?? NO_MEMBERS, idOfMember);

  useEffect(() => {
    // a member no longer in the list (a refetch) closes their dialog
    if (!data || !dialog || !('member' in dialog)) return;
    if (!data.members.some((m) => m.membershipId === dialog.member.membershipId)) setDialog(null);
  }, [data, dialog]);

  const saved = async (message: string) => {
    close();
    await refresh();
    onNotice(message);
  };

  let rows: ReactNode;
  if (roster.isError && !data) {
    rows = (
      <LoadError
        error={roster.error}
        texts={{ failed: t.loadFailed, notFound: t.notFound }}
        onRetry={() => void roster.refetch()}
        retrying={roster.isFetching}
      />
    );
  } else if (!data) rows = <ListSkeleton />;
  else if (data.totals.all === 0) {
    rows = (
      <EmptyState
        title={t.roster.emptyTitle}
        description={term.readOnly ? undefined : t.roster.emptyBody}
        action={
          term.readOnly ? undefined : <Button onClick={() => setDialog({ kind: 'add' })}>{t.add.open}</Button>
        }
      />
    );
  } else if (data.members.length === 0) {
    rows = (
      <EmptyState
        title={t.roster.noMatch}
        description={t.roster.noMatchHint}
        action={
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={reset}>
            {t.roster.clearFilters}
          </button>
        }
      />
    );
  } else {
    const props = {
      caption: t.roster.caption(term.name),
      members: data.members,
      readOnly: term.readOnly,
      onEdit: (member: Member) => setDialog({ kind: 'member', member }),
      onCharge: (member: Member) => setDialog({ kind: 'charge', member }),
      selection: term.readOnly ? undefined : selection,
    };
    rows = narrow ? <RosterCards {...props} /> : <RosterTable {...props} />;
  }

  return (
    <section className={styles.roster} aria-label={t.roster.caption(term.name)}>
      <div className={listStyles.toolbar}>
        <div className={listStyles.actions}>
          {term.readOnly ? null : (
            <>
              <Button onClick={() => setDialog({ kind: 'add' })}>{t.add.open}</Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
                {t.import.open}
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'dues' })}>
                {term.dues ? t.dues.openEdit : t.dues.open}
              </Button>
              <Button variant="secondary" onClick={onRenew}>
                {t.renewal.open}
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={() => setDialog({ kind: 'positions' })}>
            {t.positions.open}
          </Button>
          <Link
            to={`/manager/members/meetings?term=${term.termId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {meetingsKo.link}
          </Link>
          <Link to="/manager/members/officers" className={buttonClassName({ variant: 'secondary' })}>
            {officersKo.link}
          </Link>
          <Link
            to={`/manager/members/attendance?term=${term.termId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {attendanceBookKo.link}
          </Link>
          <Link
            to={`/manager/members/activities?term=${term.termId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {activitiesKo.link}
          </Link>
          <Link
            to={`/manager/members/report?term=${term.termId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {reportKo.link}
          </Link>
        </div>
        <div className={listStyles.exports}>
          <Button variant="secondary" onClick={csv.download} aria-disabled={csv.fetching || undefined}>
            {csv.fetching ? t.exports.fetching : t.exports.csv}
          </Button>
          <Button variant="secondary" onClick={xlsx.download} aria-disabled={xlsx.fetching || undefined}>
            {xlsx.fetching ? t.exports.fetching : t.exports.xlsx}
          </Button>
        </div>
      </div>
      {term.dues ? (
        <p className={styles.duesLine}>{t.dues.summary(term.dues.amount, formatDate(term.dues.payBy))}</p>
      ) : null}
      {data?.renewal ? <RenewalSummary renewal={data.renewal} /> : null}
      {data && data.totals.all > 0 ? (
        <Filters filters={filters} data={data} positions={positions} onChange={setFilter} />
      ) : null}
      {!term.readOnly && data && data.members.length > 0 ? (
        <SelectionToolbar selection={selection} disabled={data.members.length === 0}>
          <div className={listStyles.actions}>
            <Button
              variant="secondary"
              disabled={selection.ids.length === 0}
              onClick={() => setDialog({ kind: 'batch', ids: selection.ids })}
            >
              {t.batch.open}
            </Button>
          </div>
        </SelectionToolbar>
      ) : null}
      <div aria-busy={roster.isFetching || undefined}>{rows}</div>
      {data && data.totals.all > 0 ? <Totals data={data} hasDues={term.dues !== null} /> : null}

      <AddMemberDialog
        open={dialog?.kind === 'add'}
        positions={positions}
        onClose={close}
        save={async (body) => {
          const member = await addMember(term.termId, body);
          await saved(member.invited ? t.add.invited(member.email) : t.add.added(name(member)));
        }}
      />
      <MemberDialog
        member={dialog?.kind === 'member' ? dialog.member : null}
        positions={positions}
        onClose={close}
        save={async (member, body) => {
          const changed = await updateMember(term.termId, member.membershipId, body);
          await saved(t.member.saved(name(changed)));
        }}
      />
      <ChargeDialog
        member={dialog?.kind === 'charge' ? dialog.member : null}
        onClose={close}
        save={async (member, body) => {
          const changed = await chargeMember(term.termId, member.membershipId, body);
          await saved(t.dues.chargeSaved(name(changed)));
        }}
      />
      <DuesDialog
        term={dialog?.kind === 'dues' ? term : null}
        onClose={close}
        save={async (body) => {
          await setDues(term.termId, body);
          await saved(t.dues.saved);
        }}
      />
      <RosterImportDialog
        termId={dialog?.kind === 'import' ? term.termId : null}
        onClose={close}
        onImported={async (message) => {
          await refresh();
          onNotice(message);
        }}
      />
      <BatchStatusDialog
        membershipIds={dialog?.kind === 'batch' ? dialog.ids : null}
        onClose={close}
        save={async (body) => {
          const result = await updateMembers(term.termId, body);
          selection.clear();
          const skipped = result.skipped.map((s) => `${s.name || s.membershipId} (${s.message})`).join(', ');
          await saved(
            t.batch.done(result.changed, result.unchanged) + (skipped ? t.batch.skipped(skipped) : ''),
          );
        }}
      />
      <PositionsDialog
        open={dialog?.kind === 'positions'}
        positions={positions}
        onClose={close}
        onSaved={async (message) => {
          await refresh();
          onNotice(message);
        }}
      />
    </section>
  );
}

/** Filters without their empty values (the list's query and its cache key). */
function clean(filters: MemberListQuery): MemberListQuery {
  const out: MemberListQuery = {};
  if (filters.query) out.query = filters.query;
  if (filters.status) out.status = filters.status;
  if (filters.positionId) out.positionId = filters.positionId;
  return out;
}

function Filters({
  filters,
  data,
  positions,
  onChange,
}: {
  filters: MemberListQuery;
  data: MemberList;
  positions: readonly Position[];
  onChange: (next: Partial<MemberListQuery>) => void;
}) {
  const chip = (status: MembershipStatus | undefined, label: string, count: number) => (
    <button
      key={status ?? 'all'}
      type="button"
      className={filterStyles.chip}
      aria-pressed={filters.status === status}
      onClick={() => onChange({ status })}
    >
      {label} <span className={filterStyles.chipCount}>{count}</span>
    </button>
  );
  return (
    <div className={filterStyles.filters}>
      <div className={filterStyles.searchRow}>
        <SearchBox
          onSearch={(query) => onChange({ query: query.trim() || undefined })}
          words={{ label: t.roster.searchLabel, placeholder: t.roster.searchPlaceholder }}
        />
        <label className="visually-hidden" htmlFor="member-position">
          {t.roster.positionFilter}
        </label>
        <select
          id="member-position"
          className={filterStyles.select}
          value={filters.positionId ?? ''}
          onChange={(event) =>
            onChange({ positionId: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t.roster.allPositions}</option>
          {positions.map((p) => (
            <option key={p.positionId} value={p.positionId}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.chips} role="group" aria-label={t.roster.statusFilter}>
        {chip(undefined, t.roster.allStatuses, data.totals.all)}
        {MEMBERSHIP_STATUSES.map((s) => chip(s, MEMBERSHIP_STATUS_LABELS[s], data.totals.byStatus[s] ?? 0))}
      </div>
      <p className={filterStyles.shown} aria-live="polite">
        {data.totals.shown === data.totals.all ? '' : t.roster.shown(data.totals.shown, data.totals.all)}
      </p>
    </div>
  );
}

function Totals({ data, hasDues }: { data: MemberList; hasDues: boolean }) {
  const { totals } = data;
  return (
    <section className={filterStyles.summary} aria-label={t.roster.totalsLabel}>
      <p className={filterStyles.summaryScope}>
        <strong>{t.roster.totalMembers(totals.all)}</strong>
        {MEMBERSHIP_STATUSES.filter((s) => (totals.byStatus[s] ?? 0) > 0).map((s) => (
          <span key={s}>
            {MEMBERSHIP_STATUS_LABELS[s]} {totals.byStatus[s]}
          </span>
        ))}
        {totals.invitations > 0 ? <span>{t.roster.invitations(totals.invitations)}</span> : null}
      </p>
      {hasDues ? (
        <dl className={filterStyles.money}>
          <div className={filterStyles.moneyItem}>
            <dt>{t.roster.duesExpected}</dt>
            <dd>{t.roster.won(totals.dues.expected)}</dd>
          </div>
          <div className={`${filterStyles.moneyItem} ${filterStyles.confirmed}`}>
            <dt>{t.roster.duesPaid}</dt>
            <dd>{t.roster.won(totals.dues.paid)}</dd>
          </div>
          <div className={`${filterStyles.moneyItem} ${filterStyles.outstanding}`}>
            <dt>{t.roster.duesOutstanding}</dt>
            <dd>{t.roster.won(totals.dues.outstanding)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

function RenewalSummary({ renewal }: { renewal: NonNullable<MemberList['renewal']> }) {
  const r = t.renewal;
  return (
    <section className={styles.renewal} aria-label={r.summaryTitle(renewal.fromTermName)}>
      <h2 className={styles.renewalTitle}>{r.summaryTitle(renewal.fromTermName)}</h2>
      <p>{r.counts(renewal.asked, renewal.yes, renewal.no)}</p>
      {renewal.asked === 0 ? (
        <p>{r.noneAsked}</p>
      ) : renewal.unanswered.length === 0 ? (
        <p>{r.allAnswered}</p>
      ) : (
        <details>
          <summary>{r.unanswered(renewal.unanswered.length)}</summary>
          <ul className={styles.unanswered}>
            {renewal.unanswered.map((u) => (
              <li key={u.userId}>
                {u.name} ({u.studentId})
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

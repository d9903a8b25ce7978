import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { managerGrantRequest, type ManagerGrant } from '@moa/contract';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { AlertIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { call, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import styles from '../admin.module.css';
import { adminClubsQuery, adminManagersQuery, afterAdminWrite } from '../api';
import { describedBy, Field, issuesByField } from './fields';
import { StatusMessage } from './StatusMessage';

type GrantField = 'email' | 'clubId';

function GrantForm({ onGranted }: { onGranted: (message: string) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const clubs = useQuery(adminClubsQuery);
  const [email, setEmail] = useState('');
  const [clubId, setClubId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<GrantField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const clubList = clubs.data?.clubs ?? [];
  const ids = { email: `${id}-email`, club: `${id}-club` };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = managerGrantRequest.safeParse({
      email,
      clubId: clubId === '' ? undefined : Number(clubId),
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const grant = await call('adminManagerGrant', { body: parsed.data });
      await afterAdminWrite(queryClient);
      setEmail('');
      setClubId('');
      setErrors({});
      onGranted(ko.admin.managers.granted(grant.email, grant.clubName));
    } catch (error) {
      if (isApiError(error) && error.status === 401) openSessionExpired();
      else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors({ email: error.fieldErrors.email, clubId: error.fieldErrors.clubId });
      } else
        setFormError(isApiError(error) && error.status < 500 ? error.message : ko.admin.managers.grantFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.formCard}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h3 id={`${id}-title`} className={styles.formTitle}>
          {ko.admin.managers.grantTitle}
        </h3>
        <p className={styles.formHint}>{ko.admin.managers.grantHint}</p>
      </div>
      <div className={styles.grantRow}>
        <Field id={ids.email} label={ko.admin.managers.email} error={errors.email}>
          <input
            id={ids.email}
            type="email"
            className={styles.input}
            value={email}
            autoComplete="off"
            spellCheck={false}
            placeholder={ko.admin.managers.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(ids.email, errors.email)}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        </Field>
        <Field
          id={ids.club}
          label={ko.admin.managers.club}
          error={errors.clubId}
          hint={clubs.isSuccess && clubList.length === 0 ? ko.admin.managers.noClubs : null}
        >
          <select
            id={ids.club}
            className={styles.input}
            value={clubId}
            disabled={!clubs.isSuccess}
            aria-invalid={errors.clubId ? true : undefined}
            aria-describedby={describedBy(ids.club, errors.clubId, clubList.length === 0)}
            onChange={(event) => {
              setClubId(event.target.value);
              if (errors.clubId) setErrors((current) => ({ ...current, clubId: undefined }));
            }}
          >
            <option value="" disabled>
              {clubs.isPending ? ko.common.loading : ko.admin.managers.clubPlaceholder}
            </option>
            {clubList.map((club) => (
              <option key={club.id} value={club.id}>
                {club.clubName} · {ko.admin.categories[club.category]}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" className={styles.grantButton} disabled={saving} aria-busy={saving}>
          {saving ? ko.admin.managers.granting : ko.admin.managers.grant}
        </Button>
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

function GrantsSkeleton() {
  return (
    <div role="status" className={styles.listSkeleton}>
      <span className="visually-hidden">{ko.common.loading}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={56} radius="var(--radius-md)" />
      ))}
    </div>
  );
}

/** Club managers: grant by e-mail for a club, the list of grants, revoke after a confirmation. */
export function ManagersSection() {
  const queryClient = useQueryClient();
  const managers = useQuery(adminManagersQuery);
  const [status, setStatus] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ManagerGrant | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const closeRevoke = () => {
    if (revokeBusy) return;
    setRevoking(null);
    setRevokeError(null);
  };

  const revoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      await call('adminManagerRevoke', { params: { email: revoking.email } });
      await afterAdminWrite(queryClient);
      setStatus(ko.admin.managers.revoked(revoking.email));
      setRevoking(null);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setRevoking(null);
        openSessionExpired();
      } else {
        setRevokeError(
          isApiError(error) && error.status < 500 ? error.message : ko.admin.managers.revokeFailed,
        );
      }
    } finally {
      setRevokeBusy(false);
    }
  };

  const grants = managers.data
    ? [...managers.data.managers].sort((a, b) => b.grantedAt.localeCompare(a.grantedAt))
    : [];

  return (
    <div className={styles.section}>
      <GrantForm
        onGranted={(message) => {
          setStatus(message);
        }}
      />
      <StatusMessage message={status} />

      <div className={styles.toolbar}>
        <h3 className={styles.subheading}>
          {ko.admin.managers.listTitle}
          {managers.data ? (
            <span className={styles.countBadge}>{ko.admin.managers.count(grants.length)}</span>
          ) : null}
        </h3>
      </div>

      {managers.isPending ? (
        <GrantsSkeleton />
      ) : managers.isError ? (
        <ErrorState
          title={ko.admin.managers.loadFailed}
          onRetry={() => void managers.refetch()}
          retrying={managers.isFetching}
        />
      ) : grants.length === 0 ? (
        <EmptyState title={ko.admin.managers.empty} description={ko.admin.managers.emptyHint} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{ko.admin.managers.email}</th>
              <th scope="col">{ko.admin.managers.club}</th>
              <th scope="col">{ko.admin.managers.grantedAt}</th>
              <th scope="col">
                <span className="visually-hidden">{ko.pages.login}</span>
              </th>
              <th scope="col">
                <span className="visually-hidden">{ko.admin.managers.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => (
              <tr key={grant.email}>
                <th scope="row" className={styles.emailCell}>
                  {grant.email}
                </th>
                <td data-label={ko.admin.managers.club}>{grant.clubName}</td>
                <td data-label={ko.admin.managers.grantedAt}>
                  <time dateTime={grant.grantedAt}>{formatDateTime(grant.grantedAt)}</time>
                </td>
                <td>
                  <span className={grant.signedIn ? styles.pillOk : styles.pillWait}>
                    {grant.signedIn ? ko.admin.managers.signedIn : ko.admin.managers.notSignedIn}
                  </span>
                </td>
                <td className={styles.actionCell}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={ko.admin.managers.revokeLabel(grant.email)}
                    onClick={() => {
                      setStatus(null);
                      setRevoking(grant);
                    }}
                  >
                    {ko.admin.managers.revoke}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal
        open={revoking !== null}
        onClose={closeRevoke}
        alert
        tone="danger"
        icon={<AlertIcon size={26} />}
        title={ko.admin.managers.revokeTitle}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={closeRevoke}
              disabled={revokeBusy}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice of a destructive confirm
              autoFocus
            >
              {ko.common.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={() => void revoke()}
              disabled={revokeBusy}
              aria-busy={revokeBusy}
            >
              {revokeBusy ? ko.admin.managers.revoking : ko.admin.managers.revokeConfirm}
            </Button>
          </>
        }
      >
        {revoking ? <p>{ko.admin.managers.revokeBody(revoking.email, revoking.clubName)}</p> : null}
        {revokeError ? (
          <p className={styles.formError} role="alert">
            {revokeError}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}

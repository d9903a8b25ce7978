import { FormErrorNotice } from '../../../components/form/Field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManagerGrant } from '@moa/contract';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { call, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../admin.module.css';
import { adminManagersQuery, afterAdminWrite } from '../api';
import { GrantForm } from './GrantForm';
import { StatusMessage } from './StatusMessage';

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
      setStatus(manageKo.admin.managers.revoked(revoking.email));
      setRevoking(null);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setRevoking(null);
        openSessionExpired();
      } else {
        setRevokeError(
          isApiError(error) && error.status < 500 ? error.message : manageKo.admin.managers.revokeFailed,
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
          {manageKo.admin.managers.listTitle}
          {managers.data ? (
            <span className={styles.countBadge}>{manageKo.admin.managers.count(grants.length)}</span>
          ) : null}
        </h3>
      </div>

      {managers.isPending ? (
        <GrantsSkeleton />
      ) : managers.isError ? (
        <LoadError
          error={managers.error}
          texts={{ failed: manageKo.admin.managers.loadFailed }}
          onRetry={() => void managers.refetch()}
          retrying={managers.isFetching}
        />
      ) : grants.length === 0 ? (
        <EmptyState title={manageKo.admin.managers.empty} description={manageKo.admin.managers.emptyHint} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{manageKo.admin.managers.email}</th>
              <th scope="col">{manageKo.admin.managers.club}</th>
              <th scope="col">{manageKo.admin.managers.grantedAt}</th>
              <th scope="col">
                <span className="visually-hidden">{ko.pages.login}</span>
              </th>
              <th scope="col">
                <span className="visually-hidden">{manageKo.admin.managers.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => (
              <tr key={grant.email}>
                <th scope="row" className={styles.emailCell}>
                  {grant.email}
                </th>
                <td data-label={manageKo.admin.managers.club}>{grant.clubName}</td>
                <td data-label={manageKo.admin.managers.grantedAt}>
                  <time dateTime={grant.grantedAt}>{formatDateTime(grant.grantedAt)}</time>
                </td>
                <td>
                  <span className={grant.signedIn ? styles.pillOk : styles.pillWait}>
                    {grant.signedIn ? manageKo.admin.managers.signedIn : manageKo.admin.managers.notSignedIn}
                  </span>
                </td>
                <td className={styles.actionCell}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={manageKo.admin.managers.revokeLabel(grant.email)}
                    onClick={() => {
                      setStatus(null);
                      setRevoking(grant);
                    }}
                  >
                    {manageKo.admin.managers.revoke}
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
        title={manageKo.admin.managers.revokeTitle}
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
              {revokeBusy ? manageKo.admin.managers.revoking : manageKo.admin.managers.revokeConfirm}
            </Button>
          </>
        }
      >
        {revoking ? <p>{manageKo.admin.managers.revokeBody(revoking.email, revoking.clubName)}</p> : null}
        <FormErrorNotice className={styles.formError} message={revokeError} />
      </Modal>
    </div>
  );
}

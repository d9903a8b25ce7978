import type { AccountDeletionLine, AccountDeletionPreview } from '@moa/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { deferred } from '../../../components/deferred';
import { useAlertDialog } from '../../../components/dialogs';
import { FormModal, useDialogForm } from '../../../components/form/FormModal';
import { AlertIcon } from '../../../components/icons';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { formatDate, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useAccountDeletionPreview, useDeleteAccount } from '../api/account';
import styles from './AccountDeletion.module.css';

const t = studentKo.accountDeletion;

// the form checks with the contract's schema: loaded after the page, or when the button is pointed at, focused or
// pressed (docs/decisions/0018-signed-in-first-load.md)
const AccountDeletionForm = deferred(async () => (await import('./AccountDeletionForm')).AccountDeletionForm);

function Lines({ lines }: { lines: AccountDeletionLine[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((l, i) => (
        <li key={`${l.reservationId}-${i}`}>
          {t.line(l.title, l.order, l.date ? formatDate(l.date) : '', l.tickets, formatWon(l.amount))}
        </li>
      ))}
    </ul>
  );
}

/** What the deletion will do, from the server's preview. */
function Consequences({ preview }: { preview: AccountDeletionPreview }) {
  return (
    <div className={styles.consequences}>
      {preview.unpaidReservations.length > 0 ? (
        <div>
          <p className={styles.heading}>{t.unpaidTitle}</p>
          <Lines lines={preview.unpaidReservations} />
        </div>
      ) : null}
      {preview.paidTickets.length > 0 ? (
        <div className={styles.warning}>
          <p className={styles.heading}>{t.paidTitle}</p>
          <Lines lines={preview.paidTickets} />
          <p>{t.paidHint}</p>
        </div>
      ) : null}
      <p>{t.removed(preview.waitlistEntries, preview.applications, preview.notifications)}</p>
      <p className={styles.muted}>{t.kept}</p>
    </div>
  );
}

/**
 * 회원 탈퇴 on /mypage (docs/product.md#deleting-the-account): what goes and what stays; the dialog asks the server
 * what the deletion would do now, says what keeps it from happening (money owed or unconfirmed), and otherwise asks
 * for the typed word (and, with paid tickets, that they are given up). Once deleted: said, then signed out.
 */
export function AccountDeletionSection() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openDialog = () => setOpen(true);
  const preview = useAccountDeletionPreview(open);
  const remove = useDeleteAccount();
  const dialog = useDialogForm(
    () => setOpen(false),
    () => void preview.refetch(),
  );
  const { alert, element } = useAlertDialog();
  const data = preview.data;
  const blocked = data !== undefined && data.blockers.length > 0;

  return (
    <section className={styles.section} aria-labelledby="account-deletion-heading">
      <div className={styles.heading}>
        <h2 id="account-deletion-heading" className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.muted}>{t.lead}</p>
      </div>
      <div>
        <Button
          variant="danger"
          size="small"
          onPointerEnter={() => void AccountDeletionForm.preload()}
          onFocus={() => void AccountDeletionForm.preload()}
          // The dialog's 탈퇴하기 submits the deferred form: open it once the form's code is here, or a click
          // while it loads would submit nothing (a failed load opens it anyway, and the form loads on render).
          onClick={() => void AccountDeletionForm.preload().then(openDialog, openDialog)}
        >
          {t.open}
        </Button>
      </div>

      {open && blocked ? (
        <Modal
          open
          onClose={() => setOpen(false)}
          tone="danger"
          icon={<AlertIcon size={24} />}
          title={t.blockedTitle}
          actions={
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
            <Button onClick={() => setOpen(false)} autoFocus>
              {ko.common.close}
            </Button>
          }
        >
          <ul className={`${styles.lines} ${styles.blockers}`}>
            {data.blockers.map((b, i) => (
              <li key={`${b.reason}-${b.reservationId}-${i}`}>
                <strong>{t.blockers[b.reason]}</strong>
                <br />
                {t.line(b.title, b.order, b.date ? formatDate(b.date) : '', b.tickets, formatWon(b.amount))}
              </li>
            ))}
          </ul>
          <p>{t.blockedHint}</p>
        </Modal>
      ) : (
        <FormModal
          state={dialog}
          open={open}
          icon={<AlertIcon size={24} />}
          title={t.dialogTitle}
          submitLabel={t.submit}
          busyLabel={t.working}
        >
          {preview.isPending ? <Skeleton height={120} /> : null}
          {preview.isError ? (
            <LoadError
              error={preview.error}
              texts={{ failed: t.loadFailed }}
              onRetry={() => void preview.refetch()}
            />
          ) : null}
          {data ? (
            <>
              <Consequences preview={data} />
              <AccountDeletionForm
                wanted
                id={dialog.formId}
                initialValues={{ confirm: '', forfeitPaidTickets: false }}
                paidTickets={data.paidTickets.length > 0}
                error={dialog.error}
                onBusy={dialog.setBusy}
                onFailed={dialog.onFailed}
                save={async (body) => {
                  dialog.setError(null);
                  await remove.mutateAsync(body);
                  setOpen(false);
                  await alert({ title: t.doneTitle, message: t.doneBody, tone: 'success' });
                  void navigate('/logout');
                }}
              />
            </>
          ) : null}
        </FormModal>
      )}
      {element}
    </section>
  );
}

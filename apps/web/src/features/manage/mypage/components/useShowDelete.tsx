import { useState, type ReactNode } from 'react';
import { openSessionExpired } from '../../../../lib/session';
import { ko } from '../../../../text/ko';
import { useDeleteShow } from '../api';
import { showDeleteErrorMessage } from '../errors';
import { isApiError } from '../../../../lib/api-client';
import { ConfirmDialog, useAlert } from './dialogs';

const t = ko.managerArea.showDelete;

export interface ShowToDelete {
  showId: number;
  title: string;
}

/**
 * Deleting a show (2-manager.md §2, §8): a confirmation, the call, then the lists refresh. A failure alerts with the
 * message of its status (409: the server's own, e.g. the show still has holders); a 401 then starts the
 * token-expired flow.
 */
export function useShowDelete(): {
  ask: (show: ShowToDelete) => void;
  notice: string | null;
  clearNotice: () => void;
  dialogs: ReactNode;
  deletingId: number | null;
} {
  const [target, setTarget] = useState<ShowToDelete | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, alertDialog] = useAlert();
  const mutation = useDeleteShow();

  const confirm = () => {
    if (!target) return;
    const show = target;
    mutation.mutate(show.showId, {
      onSuccess: () => {
        setOpen(false);
        setNotice(t.done(show.title));
      },
      onError: (error) => {
        setOpen(false);
        const expired = isApiError(error) && error.status === 401;
        alert(showDeleteErrorMessage(error), {
          title: t.failedTitle,
          tone: 'danger',
          onClose: expired ? openSessionExpired : undefined,
        });
      },
    });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={open}
        title={t.title}
        confirmLabel={t.confirm}
        busyLabel={t.deleting}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {target ? t.body(target.title) : null}
      </ConfirmDialog>
      {alertDialog}
    </>
  );

  return {
    ask: (show) => {
      setNotice(null);
      setTarget(show);
      setOpen(true);
    },
    notice,
    clearNotice: () => setNotice(null),
    dialogs,
    deletingId: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}

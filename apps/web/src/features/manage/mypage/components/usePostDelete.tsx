import { useState, type ReactNode } from 'react';
import { openSessionExpired } from '../../../../lib/session';
import { ko } from '../../../../text/ko';
import { useDeletePost } from '../api';
import { deleteErrorMessage } from '../errors';
import { isApiError } from '../../../../lib/api-client';
import { ConfirmDialog, useAlert } from './dialogs';

export interface PostToDelete {
  id: number;
  title: string;
}

/**
 * Deleting a show (2-manager.md §2, §8) or an event: a confirmation, the call, then the lists refresh. A failure
 * alerts with the message of its status (409: the server's own, e.g. the show still has holders); a 401 then starts
 * the token-expired flow.
 */
export function usePostDelete(kind: 'show' | 'entertain'): {
  ask: (post: PostToDelete) => void;
  notice: string | null;
  clearNotice: () => void;
  dialogs: ReactNode;
  deletingId: number | null;
} {
  const t = kind === 'show' ? ko.managerArea.showDelete : ko.managerArea.eventDelete;
  const [target, setTarget] = useState<PostToDelete | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, alertDialog] = useAlert();
  const mutation = useDeletePost(kind);

  const confirm = () => {
    if (!target) return;
    const post = target;
    mutation.mutate(post.id, {
      onSuccess: () => {
        setOpen(false);
        setNotice(t.done(post.title));
      },
      onError: (error) => {
        setOpen(false);
        const expired = isApiError(error) && error.status === 401;
        alert(deleteErrorMessage(error, t), {
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
    ask: (post) => {
      setNotice(null);
      setTarget(post);
      setOpen(true);
    },
    notice,
    clearNotice: () => setNotice(null),
    dialogs,
    deletingId: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}

import { useState, type ReactNode } from 'react';
import { ConfirmDialog, useAlertDialog } from '../../../../components/dialogs';
import { manageKo } from '../../../../text/ko-manage';
import { useDeletePost } from '../api';

export interface PostToDelete {
  id: number;
  title: string;
}

/** What a list whose cards delete their posts uses (DeletableList, DeletePostButton). */
export interface PostDelete {
  ask: (post: PostToDelete) => void;
  notice: string | null;
  clearNotice: () => void;
  dialogs: ReactNode;
  deletingId: number | null;
}

/**
 * Deleting a show or an event (docs/product.md#error-messages, "delete show"): a confirmation, the call, then the
 * lists refresh. A failure is alerted as the error table says in the kind's own words (a 409, e.g. a show that still
 * has holders, in the server's); a 401 then opens the session-expired modal.
 */
export function usePostDelete(kind: 'show' | 'entertain'): PostDelete {
  const t = kind === 'show' ? manageKo.managerArea.showDelete : manageKo.managerArea.entertainDelete;
  const [target, setTarget] = useState<PostToDelete | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { alertFailure, element: alertElement } = useAlertDialog();
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
        void alertFailure(error, t.failedTitle, t);
      },
    });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={open}
        tone="danger"
        title={t.title}
        confirmLabel={t.confirm}
        busyLabel={t.deleting}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {target ? t.body(target.title) : null}
      </ConfirmDialog>
      {alertElement}
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

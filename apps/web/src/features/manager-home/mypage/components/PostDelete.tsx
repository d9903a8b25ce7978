import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import styles from '../tabs.module.css';
import { StatusBanner } from '../../../../components/StatusBanner';
import type { PostDelete, PostToDelete } from './usePostDelete';

/** A list whose cards delete their posts: the last deletion's notice above it, the confirmation and alert after it. */
export function DeletableList({ remove, children }: { remove: PostDelete; children: ReactNode }) {
  return (
    <>
      <StatusBanner message={remove.notice} onDismiss={remove.clearNotice} />
      {children}
      {remove.dialogs}
    </>
  );
}

export interface DeletePostButtonProps {
  remove: PostDelete;
  post: PostToDelete;
  label: string;
  /** A name that says which post (when the label alone does not). */
  ariaLabel?: string;
  block?: boolean;
}

/** A card's delete button: asks first, and is disabled while its post is being deleted. */
export function DeletePostButton({ remove, post, label, ariaLabel, block }: DeletePostButtonProps) {
  return (
    <Button
      variant="ghost"
      block={block}
      className={styles.dangerGhost}
      aria-label={ariaLabel}
      onClick={() => remove.ask(post)}
      disabled={remove.deletingId === post.id}
    >
      {label}
    </Button>
  );
}

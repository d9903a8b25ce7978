/**
 * An image only the signed-in manager may see (a 공결 photo, a receipt): fetched through the API client with the
 * session's token and shown from a blob URL, revoked when the dialog closes.
 */
import { useEffect, useState } from 'react';
import type { DownloadedFile } from '../lib/api-client';
import { Button } from './Button';
import { ImageIcon } from './icons';
import { Modal } from './Modal';
import styles from './PrivateImageDialog.module.css';

export interface PrivateImage {
  /** Which image: a new key fetches again. */
  key: string;
  title: string;
  alt: string;
  fetch: () => Promise<DownloadedFile>;
}

type Shown = { state: 'loading' } | { state: 'shown'; url: string } | { state: 'failed'; message: string };

export function PrivateImageDialog({
  image,
  onClose,
  texts,
}: {
  /** null: closed. */
  image: PrivateImage | null;
  onClose: () => void;
  texts: { loading: string; failed: string; close: string };
}) {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const key = image?.key ?? null;
  const fetchImage = image?.fetch;
  useEffect(() => {
    if (key === null || !fetchImage) return;
    let url: string | null = null;
    let live = true;
    setShown({ state: 'loading' });
    fetchImage()
      .then((file) => {
        if (!live) return;
        url = URL.createObjectURL(file.blob);
        setShown({ state: 'shown', url });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setShown({ state: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // the key names the image; a new fetch function for the same key is the same image
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <Modal
      open={image !== null}
      onClose={onClose}
      icon={<ImageIcon size={24} />}
      title={image?.title ?? ''}
      size="wide"
      actions={
        <Button
          variant="secondary"
          onClick={onClose}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          autoFocus
        >
          {texts.close}
        </Button>
      }
    >
      {image ? (
        shown.state === 'shown' ? (
          <img className={styles.image} src={shown.url} alt={image.alt} />
        ) : shown.state === 'failed' ? (
          <p className={styles.error} role="alert">
            {texts.failed} {shown.message === texts.failed ? '' : shown.message}
          </p>
        ) : (
          <p aria-live="polite">{texts.loading}</p>
        )
      ) : null}
    </Modal>
  );
}

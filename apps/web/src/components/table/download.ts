import { useState } from 'react';
import type { AlertOptions } from '../dialogs';
import type { DownloadedFile } from '../../lib/api-client';
import { downloadBlob } from '../../lib/save-file';
import { manageKo } from '../../text/ko-manage';

export { downloadBlob };

/**
 * A file the server builds (an XLSX), fetched through the API client with the session's token and saved under the
 * server's file name; a failure is alerted. `fetching` while it is on its way (the button waits).
 */
export function useServerFile(
  fetchFile: () => Promise<DownloadedFile>,
  fallbackName: string,
  onFailure: (error: unknown) => void,
): { download: () => void; fetching: boolean } {
  const [fetching, setFetching] = useState(false);
  const download = () => {
    if (fetching) return;
    setFetching(true);
    fetchFile()
      .then((file) => downloadBlob(file.blob, file.fileName ?? fallbackName))
      .catch(onFailure)
      .finally(() => setFetching(false));
  };
  return { download, fetching };
}

/**
 * Saves a file built in the browser (a CSV); `build` null: nothing to save, alerted with `texts.none`; a failure to
 * build it is alerted with `texts.failed`.
 */
export function saveBuiltFile(
  build: (() => { blob: Blob; fileName: string }) | null,
  alert: (options: AlertOptions) => Promise<void>,
  texts: { none: string; failed: string },
): void {
  if (!build) {
    void alert({ title: manageKo.managerArea.holders.alertTitle, message: texts.none });
    return;
  }
  try {
    const { blob, fileName } = build();
    downloadBlob(blob, fileName);
  } catch {
    void alert({ title: manageKo.managerArea.errors.failedTitle, message: texts.failed, tone: 'danger' });
  }
}

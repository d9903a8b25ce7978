import { useState } from 'react';
import type { DownloadedFile } from '../lib/api-client';
import { downloadBlob } from '../lib/save-file';
import { ko } from '../text/ko';
import { Button } from './Button';
import { useAlertDialog } from './dialogs';
import { CalendarIcon } from './icons';

/**
 * 캘린더에 추가 (docs/product.md#calendar-files): the server's .ics of a reservation or a booked interview, saved as a
 * file the phone or computer opens in its calendar. The button waits while it comes; a failure is alerted.
 */
export function CalendarButton({
  fetchFile,
  fallbackName,
}: {
  fetchFile: () => Promise<DownloadedFile>;
  fallbackName: string;
}) {
  const [fetching, setFetching] = useState(false);
  const { alertFailure, element } = useAlertDialog();
  const save = () => {
    if (fetching) return;
    setFetching(true);
    fetchFile()
      .then((file) => downloadBlob(file.blob, file.fileName ?? fallbackName))
      .catch((error: unknown) => alertFailure(error, ko.calendar.failedTitle))
      .finally(() => setFetching(false));
  };
  return (
    <>
      <Button size="small" variant="secondary" onClick={save} disabled={fetching} aria-busy={fetching}>
        <CalendarIcon size={16} />
        {fetching ? ko.calendar.adding : ko.calendar.add}
      </Button>
      {element}
    </>
  );
}

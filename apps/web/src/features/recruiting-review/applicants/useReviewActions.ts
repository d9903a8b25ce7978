/** What the applicant table's buttons do: move the chosen to a stage, tell results, export; each says how it went. */
import type { ApplicationStage, ResultSendRequest } from '@moa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlertDialog } from '../../../components/dialogs';
import { keepFocusOn } from '../../../lib/focus';
import { applicationsKo } from '../../../text/ko-applications';
import { downloadBlob } from '../../../components/table/download';
import { exportApplications, moveStage, refreshReview, sendResults } from './api';
import type { ApplicationView } from './useApplicationView';

const r = applicationsKo.review;
const t = applicationsKo.results;

export function useReviewActions(recruitingId: number, view: ApplicationView) {
  const queryClient = useQueryClient();
  const dialog = useAlertDialog();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resultsOpen, setResultsOpen] = useState(false);

  const move = async (stage: ApplicationStage) => {
    if (view.selected.length === 0) {
      await dialog.alert({ title: r.moveTo, message: r.selectFirst });
      return;
    }
    setBusy(true);
    try {
      const { count } = await moveStage(recruitingId, view.selected, stage);
      setNotice(r.moved(count, applicationsKo.stages[stage]));
      view.clear();
      // the button waited disabled (focus fell to the page): focus goes to what happened
      keepFocusOn(() => document.querySelector<HTMLElement>('[data-status-banner]'));
    } catch (error) {
      await dialog.alertFailure(error, r.moveFailed);
    } finally {
      setBusy(false);
      await refreshReview(queryClient, recruitingId);
    }
  };

  const send = async (body: ResultSendRequest) => {
    try {
      const { sent, alreadySent } = await sendResults(recruitingId, body);
      setNotice(alreadySent > 0 ? t.sentWithSkipped(sent, alreadySent) : t.sent(sent));
      setResultsOpen(false);
    } catch (error) {
      await dialog.alertFailure(error, t.failed);
    } finally {
      await refreshReview(queryClient, recruitingId);
    }
  };

  const exportAs = (format: 'xlsx' | 'csv') => {
    exportApplications(recruitingId, format)
      .then((file) => downloadBlob(file.blob, file.fileName ?? `applications.${format}`))
      .catch((error: unknown) => dialog.alertFailure(error, r.exportFailed));
  };

  return {
    notice,
    clearNotice: () => setNotice(null),
    busy,
    move,
    send,
    exportAs,
    resultsOpen,
    openResults: () => setResultsOpen(true),
    closeResults: () => setResultsOpen(false),
    dialogs: dialog.element,
  };
}

/**
 * The term's 공결 requests on the meetings page (docs/product.md#meetings-and-attendance): open ones first, each with
 * its meeting, the member's reason and photo (fetched through the API client, shown from a blob URL), and 승인 or
 * 거절 with a reason.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEETING_LIMITS, excuseDecisionRequest, type Excuse, type Term } from '@moa/contract';
import { z } from 'zod';
import { Button } from '../../components/Button';
import { useAlertDialog } from '../../components/dialogs';
import { Field, FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { useDialogKit } from '../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../components/form/FormModal';
import { ChatIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { PrivateImageDialog } from '../../components/PrivateImageDialog';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { formatMonthDayTime, formatWallClock } from '../../lib/format';
import { meetingsKo } from '../../text/ko-meetings';
import { decideExcuse, downloadExcusePhoto, meetingKeys, termExcusesQuery } from './meetings-api';
import styles from './Meetings.module.css';

const t = meetingsKo.excuses;

export function ExcusesSection({ term, onNotice }: { term: Term; onNotice: (message: string) => void }) {
  const client = useQueryClient();
  const excuses = useQuery(termExcusesQuery(term.termId));
  const alerts = useAlertDialog();
  const [refusing, setRefusing] = useState<Excuse | null>(null);
  const [photoOf, setPhotoOf] = useState<Excuse | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: meetingKeys.all });

  const approve = async (excuse: Excuse) => {
    if (busyId !== null) return;
    setBusyId(excuse.excuseId);
    try {
      await decideExcuse(excuse.excuseId, { approve: true });
      await refresh();
      onNotice(t.approved(excuse.name));
    } catch (error) {
      await refresh();
      await alerts.alertFailure(error, t.failed, { failed: t.failed });
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (excuses.isError && !excuses.data) {
    body = (
      <LoadError
        error={excuses.error}
        texts={{ failed: t.loadFailed }}
        onRetry={() => void excuses.refetch()}
        retrying={excuses.isFetching}
      />
    );
  } else if (!excuses.data) body = <ListSkeleton />;
  else if (excuses.data.length === 0) body = <p className={styles.emptyLine}>{t.empty}</p>;
  else {
    body = (
      <ul className={styles.excuses}>
        {excuses.data.map((excuse) => {
          const headingId = `excuse-${excuse.excuseId}`;
          return (
            <li key={excuse.excuseId} className={styles.excuse} aria-labelledby={headingId}>
              <div className={styles.meetingHead}>
                <h3 id={headingId} className={styles.meetingTitle}>
                  {t.of(excuse.name, excuse.meetingTitle)}
                </h3>
                <span className={`${styles.badge} ${styles[`status_${excuse.status}`]}`}>
                  {t.statuses[excuse.status]}
                </span>
              </div>
              <p className={styles.meta}>
                <span>{excuse.studentId}</span>
                <span>{formatWallClock(excuse.meetingStartsAt)}</span>
                <span>{t.asked(formatMonthDayTime(excuse.createdAt))}</span>
              </p>
              <p className={styles.excuseReason}>
                <span className="visually-hidden">{t.reason}: </span>
                {excuse.reason}
              </p>
              {excuse.status === 'refused' && excuse.decisionReason ? (
                <p className={styles.meta}>{t.refusedWhy(excuse.decisionReason)}</p>
              ) : null}
              <div className={styles.cardActions}>
                {excuse.hasPhoto ? (
                  <Button variant="secondary" size="small" onClick={() => setPhotoOf(excuse)}>
                    {t.photo}
                  </Button>
                ) : null}
                {excuse.status === 'pending' && !term.readOnly ? (
                  <>
                    <Button
                      size="small"
                      onClick={() => void approve(excuse)}
                      aria-disabled={busyId !== null || undefined}
                    >
                      {t.approve}
                    </Button>
                    <Button variant="secondary" size="small" onClick={() => setRefusing(excuse)}>
                      {t.refuse}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="excuses-heading">
      <div className={styles.sectionHead}>
        <h2 id="excuses-heading" className={styles.sectionTitle}>
          {t.title}
        </h2>
        <p className={styles.sectionLead}>{t.lead}</p>
      </div>
      <div aria-busy={excuses.isFetching || undefined}>{body}</div>
      <RefuseDialog
        excuse={refusing}
        onClose={() => setRefusing(null)}
        onRefused={() => void refresh()}
        save={async (excuse, reason) => {
          await decideExcuse(excuse.excuseId, { approve: false, reason });
          setRefusing(null);
          await refresh();
          onNotice(t.refused(excuse.name));
        }}
      />
      <PrivateImageDialog
        image={
          photoOf
            ? {
                key: String(photoOf.excuseId),
                title: t.photoTitle(photoOf.name),
                alt: t.photoAlt(photoOf.name, photoOf.meetingTitle),
                fetch: () => downloadExcusePhoto(photoOf.excuseId),
              }
            : null
        }
        onClose={() => setPhotoOf(null)}
        texts={{ loading: t.photoLoading, failed: t.photoFailed, close: t.close }}
      />
      {alerts.element}
    </section>
  );
}

const refuseSchema = z
  .object({ reason: z.string() })
  .transform((v): z.input<typeof excuseDecisionRequest> => ({ approve: false, reason: v.reason }))
  .pipe(excuseDecisionRequest);

function RefuseDialog({
  excuse,
  onClose,
  onRefused,
  save,
}: {
  excuse: Excuse | null;
  onClose: () => void;
  onRefused: () => void;
  save: (excuse: Excuse, reason: string) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose, onRefused);
  return (
    <FormModal
      state={dialog}
      open={excuse !== null}
      icon={<ChatIcon size={24} />}
      title={t.refuseTitle}
      submitLabel={t.refuseSubmit}
      busyLabel={t.refuseBusy}
    >
      {excuse ? (
        <>
          <p>{t.refuseLead(excuse.name, excuse.meetingTitle)}</p>
          <RefuseForm dialog={dialog} save={(reason) => save(excuse, reason)} />
        </>
      ) : null}
    </FormModal>
  );
}

function RefuseForm({ dialog, save }: { dialog: DialogFormState; save: (reason: string) => Promise<void> }) {
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<
    { reason: string },
    z.infer<typeof excuseDecisionRequest>
  >(
    {
      id: dialog.formId,
      initialValues: { reason: '' },
      save: async (body) => {
        dialog.setError(null);
        await save(body.approve ? '' : body.reason);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema: refuseSchema, fieldOrder: ['reason'], failed: t.failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('reason')} label={t.refuseReason} required error={errorOf('reason')}>
        <textarea
          rows={3}
          className={formStyles.control}
          maxLength={MEETING_LIMITS.reasonMax}
          {...control('reason', { required: true })}
        />
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

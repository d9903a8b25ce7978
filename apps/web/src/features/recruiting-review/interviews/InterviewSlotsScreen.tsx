/**
 * /manager/recruiting/{recruitingId}/interviews (docs/product.md#recruiting-applications): publishing interview slots
 * (time, length, place or link, capacity) and the timetable of who comes when, with the applicants at the interview
 * stage who have not booked yet.
 */
import { APPLICATION_LIMITS, type ManagerSlot, type SlotRequest } from '@moa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BackLink } from '../../../components/BackLink';
import { ConfirmDialog, useAlertDialog } from '../../../components/dialogs';
import { Note, Section } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { LoadError } from '../../../components/LoadError';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatWallClock } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import {
  applicationsQuery,
  deleteSlot,
  postQuery,
  reviewKeys,
  saveSlot,
  slotsQuery,
} from '../applicants/api';
import holderStyles from '../../../components/table/ListScreen.module.css';
import { StatusBanner } from '../../../components/StatusBanner';
import { SlotForm } from './SlotForm';
import { SlotTimetable } from './SlotTimetable';

const s = applicationsKo.slots;
const r = applicationsKo.review;

export function InterviewSlotsScreen({ recruitingId }: { recruitingId: number }) {
  useDocumentTitle(s.title);
  const queryClient = useQueryClient();
  const post = useQuery(postQuery(recruitingId));
  const slots = useQuery(slotsQuery(recruitingId));
  const applications = useQuery(applicationsQuery(recruitingId));
  const [editing, setEditing] = useState<ManagerSlot | null>(null);
  const [removing, setRemoving] = useState<ManagerSlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { alertFailure, element } = useAlertDialog();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.list(recruitingId) });
  const listPath = `/manager/recruiting/${recruitingId}/applications`;

  const save = async (body: SlotRequest) => {
    await saveSlot(recruitingId, body, editing?.slotId);
    setNotice(editing ? s.updated : s.saved);
    setEditing(null);
    await refresh();
  };
  const remove = async (slot: ManagerSlot) => {
    try {
      await deleteSlot(recruitingId, slot.slotId);
      setNotice(s.deleted);
    } catch (error) {
      await alertFailure(error, s.failed);
    } finally {
      setRemoving(null);
      await refresh();
    }
  };

  let content: ReactNode;
  if (slots.isError || post.isError) {
    content = (
      <LoadError
        error={slots.error ?? post.error}
        texts={{ failed: s.loadFailed, forbidden: r.forbidden, notFound: r.notFound }}
        back={{ to: '/manager/recruiting', label: r.back }}
        onRetry={() => void slots.refetch()}
      />
    );
  } else if (!slots.data || !post.data) content = <FormSkeleton sections={2} />;
  else {
    const unbooked = (applications.data ?? []).filter((a) => a.stage === 'interview' && !a.interview);
    content = (
      <>
        <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
        <Section
          title={editing ? s.edit : s.add}
          description={s.cutoffNote(APPLICATION_LIMITS.interviewChangeCutoffHours)}
        >
          <SlotForm editing={editing} onSave={save} onCancel={() => setEditing(null)} />
        </Section>
        <Section title={s.timetable}>
          {unbooked.length > 0 ? (
            <Note>
              {s.waiting(unbooked.length)} {unbooked.map((a) => a.applicant.name).join(', ')}
            </Note>
          ) : null}
          <SlotTimetable slots={slots.data} onEdit={setEditing} onDelete={setRemoving} />
        </Section>
      </>
    );
  }

  return (
    <div className={holderStyles.page}>
      <BackLink to={listPath} label={s.back} />
      <header className={holderStyles.headingGroup}>
        <h1 className={holderStyles.title}>{s.title}</h1>
        {post.data ? <p className={holderStyles.when}>{s.lead(post.data.recruitingTitle)}</p> : null}
      </header>
      {content}
      <ConfirmDialog
        open={removing !== null}
        title={s.deleteTitle}
        confirmLabel={s.delete}
        tone="danger"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing ? `${formatWallClock(removing.startsAt)} · ${removing.place}` : null}
      </ConfirmDialog>
      {element}
    </div>
  );
}

/**
 * What the applicant table shows and which rows are chosen: a search over name, student id, phone (with or without
 * hyphens), e-mail and answers; a stage filter with its counts; a selection kept to the rows shown.
 */
import { APPLICATION_STAGES, type ApplicationStage, type ManagerApplication } from '@moa/contract';
import { useMemo, useState } from 'react';

export type StageFilter = ApplicationStage | 'all';

const normal = (text: string) => text.toLowerCase().replace(/[\s-]/g, '');

function haystack(a: ManagerApplication): string {
  const answers = a.answers.map((x) => (Array.isArray(x.value) ? x.value.join(' ') : x.value));
  return normal(
    [a.applicant.name, a.applicant.studentId, a.applicant.phoneNumber, a.applicant.email, ...answers].join(
      ' ',
    ),
  );
}

export function useApplicationView(applications: readonly ManagerApplication[]) {
  const [query, setQuery] = useState('');
  const [stage, setStage] = useState<StageFilter>('all');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  const counts = useMemo(() => {
    const byStage = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<StageFilter, number>;
    for (const a of applications) byStage[a.stage] += 1;
    byStage.all = applications.length;
    return byStage;
  }, [applications]);

  const shown = useMemo(() => {
    const needle = normal(query);
    return applications.filter(
      (a) => (stage === 'all' || a.stage === stage) && (needle === '' || haystack(a).includes(needle)),
    );
  }, [applications, query, stage]);

  // only what is shown can be acted on
  const selected = shown.filter((a) => chosen.has(a.applicationId)).map((a) => a.applicationId);
  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setChosen(on ? new Set(shown.map((a) => a.applicationId)) : new Set());

  return {
    query,
    setQuery,
    stage,
    setStage,
    counts,
    shown,
    selected,
    isSelected: (id: number) => chosen.has(id),
    toggle,
    toggleAll,
    clear: () => setChosen(new Set()),
  };
}

export type ApplicationView = ReturnType<typeof useApplicationView>;

import type { Answer, BookedInterview, MyApplicationSummary, Question, ResultStage } from '@moa/contract';
import { toSalesOpenAt, visibleStage } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import type { ApplicationsTable, InterviewSlotsTable } from '../../db/schema.ts';
import { seoulToday } from '../../lib/time.ts';
import { fileUrl } from '../files/index.ts';
import * as repo from './repository.ts';
import { slotsByIds } from './slots-repository.ts';

/** The shapes applications are answered in, built from their rows. */

type SlotRow = Pick<InterviewSlotsTable, 'starts_at' | 'duration_minutes' | 'place'> & { id: number };

export function bookedInterview(slot: SlotRow | undefined): BookedInterview | null {
  return slot
    ? {
        slotId: slot.id,
        startsAt: toSalesOpenAt(new Date(slot.starts_at)),
        durationMinutes: slot.duration_minutes,
        place: slot.place,
      }
    : null;
}

/** An answer as stored (a multiple-choice answer is a JSON array) as the contract answers it. */
export function answerOf(row: { question_id: number; value: string }, multiple: boolean): Answer {
  return { questionId: row.question_id, value: multiple ? (JSON.parse(row.value) as string[]) : row.value };
}

/** Answers of each application, by application id; `questions` says which are multiple-choice. */
export async function answersByApplication(
  db: Db,
  ids: readonly number[],
  questions: readonly Pick<Question, 'questionId' | 'kind'>[],
): Promise<Map<number, Answer[]>> {
  const multiple = new Set(questions.filter((q) => q.kind === 'multiple').map((q) => q.questionId));
  const position = new Map(questions.map((q, i) => [q.questionId, i]));
  const byApplication = new Map<number, Answer[]>();
  const rows = (await repo.answersOf(db, ids)).sort(
    (a, b) => (position.get(a.question_id) ?? 0) - (position.get(b.question_id) ?? 0),
  );
  for (const row of rows) {
    const list = byApplication.get(row.application_id) ?? [];
    list.push(answerOf(row, multiple.has(row.question_id)));
    byApplication.set(row.application_id, list);
  }
  return byApplication;
}

type SummaryRow = Pick<
  ApplicationsTable,
  'recruiting_id' | 'stage' | 'slot_id' | 'created_at' | 'updated_at'
> & { id: number; title: string; end_date: string; poster_file: string | null; club_name: string };

/** The student's view of their applications: the visible stage, the latest result told, the interview. */
export async function summaries(
  db: Db,
  rows: readonly SummaryRow[],
  now: Date,
): Promise<MyApplicationSummary[]> {
  const ids = rows.map((r) => r.id);
  const slotIds = rows.flatMap((r) => (r.slot_id === null ? [] : [r.slot_id]));
  const [results, slots] = await Promise.all([repo.resultsOf(db, ids), slotsByIds(db, slotIds)]);
  const today = seoulToday(now);
  return rows.map((r) => {
    const told = results
      .filter((x) => x.application_id === r.id)
      .map((x) => ({ stage: x.stage as ResultStage, message: x.message, announcedAt: x.announced_at }));
    const interview = bookedInterview(slots.find((s) => s.id === r.slot_id));
    return {
      applicationId: r.id,
      recruitingId: r.recruiting_id,
      recruitingTitle: r.title,
      clubName: r.club_name,
      poster: fileUrl(r.poster_file),
      endDate: r.end_date,
      stage: visibleStage(r.stage, told, interview !== null),
      result: told.at(-1) ?? null,
      interview,
      editable: today <= r.end_date,
      canBook: r.stage === 'interview',
      submittedAt: r.created_at,
      updatedAt: r.updated_at,
    };
  });
}

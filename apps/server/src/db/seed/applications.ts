import type { ApplicationStage, QuestionKind, ResultStage } from '@moa/contract';
import { salesOpenInstant } from '@moa/contract';
import type { Db } from '../database.ts';
import { addDays } from '../../lib/time.ts';

/**
 * The demo data's in-portal applications (docs/product.md#recruiting-applications): the first club's open regular
 * recruiting post takes applications in the portal, with four questions, a dozen demo students' applications at
 * every stage, the manager's ratings and notes, and interview slots some applicants booked. The main demo student
 * has not applied, so a visitor can.
 */

interface SeedQuestion {
  kind: QuestionKind;
  label: string;
  required: boolean;
  options?: string[];
  maxLength?: number;
}

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  {
    kind: 'single',
    label: '지원 파트',
    required: true,
    options: ['보컬', '기타', '베이스', '드럼', '키보드'],
  },
  { kind: 'long', label: '지원 동기', required: true, maxLength: 500 },
  {
    kind: 'multiple',
    label: '참여 가능한 요일',
    required: false,
    options: ['월', '화', '수', '목', '금'],
  },
  { kind: 'short', label: '좋아하는 곡 하나', required: false },
];

const MOTIVES = [
  '고등학교 밴드부에서 3년 동안 베이스를 쳤습니다. 대학에서도 무대에 서고 싶어 지원합니다.',
  '악기는 처음이지만 정기공연을 보고 꼭 함께하고 싶었습니다. 합주 연습에 빠지지 않겠습니다.',
  '작곡을 공부하고 있어 밴드 편곡을 직접 해보고 싶습니다.',
  '축제 버스킹 무대를 보고 반했습니다. 드럼을 제대로 배워보고 싶어요.',
  '피아노를 10년 쳤고 키보드로 밴드 사운드를 채워보고 싶습니다.',
  '노래를 좋아하고 교내 가요제에 나간 적이 있습니다. 함께 무대를 만들고 싶습니다.',
];
const SONGS = [
  '검정치마 - EVERYTHING',
  '잔나비 - 주저하는 연인들을 위해',
  'Oasis - Don’t Look Back in Anger',
  '',
];

/** Each applicant's stage, part and review, in the order they applied. */
const PLAN: readonly {
  stage: ApplicationStage;
  part: number;
  rating?: number;
  note?: string;
  told?: ResultStage;
}[] = [
  { stage: 'interview', part: 2, rating: 5, note: '경력 많음. 합주 경험 풍부', told: 'screenPassed' },
  { stage: 'interview', part: 0, rating: 4, note: '음색 좋음', told: 'screenPassed' },
  { stage: 'interview', part: 3, rating: 4, told: 'screenPassed' },
  { stage: 'screenPassed', part: 1, rating: 3 },
  { stage: 'screenFailed', part: 4, rating: 2, note: '활동 가능 학기 부족' },
  { stage: 'applied', part: 0 },
  { stage: 'applied', part: 1, rating: 4 },
  { stage: 'applied', part: 3 },
  { stage: 'applied', part: 4 },
  { stage: 'applied', part: 2 },
  { stage: 'applied', part: 0 },
  { stage: 'applied', part: 1 },
];

export interface SeedApplicant {
  id: number;
  name: string;
  studentId: string;
  phone: string;
}

export async function seedApplications(
  db: Db,
  opts: {
    recruitingId: number;
    endDate: string;
    applicants: readonly SeedApplicant[];
    manager: { id: number; email: string };
    at: (daysAgo: number) => string;
  },
): Promise<number> {
  const { recruitingId, applicants, manager, at } = opts;
  await db
    .updateTable('recruitings')
    .set({ application_mode: 'form' })
    .where('id', '=', recruitingId)
    .execute();
  const questionIds: number[] = [];
  for (const [position, q] of SEED_QUESTIONS.entries()) {
    const { id } = await db
      .insertInto('recruiting_questions')
      .values({
        recruiting_id: recruitingId,
        position,
        kind: q.kind,
        label: q.label,
        required: q.required ? 1 : 0,
        options: JSON.stringify(q.options ?? []),
        max_length: q.maxLength ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionIds.push(id);
  }

  // Three slots two days after the post ends, 19:00 to 19:40, two places each.
  const day = addDays(opts.endDate, 2);
  const slotIds: number[] = [];
  for (const time of ['19:00', '19:20', '19:40']) {
    const { id } = await db
      .insertInto('interview_slots')
      .values({
        recruiting_id: recruitingId,
        starts_at: salesOpenInstant(`${day}T${time}`).toISOString(),
        duration_minutes: 20,
        place: '학생회관 B103호 합주실',
        capacity: 2,
        created_at: at(1),
        updated_at: at(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    slotIds.push(id);
  }

  const parts = SEED_QUESTIONS[0]!.options!;
  const days = ['화', '목'];
  let count = 0;
  for (const [i, plan] of PLAN.entries()) {
    const who = applicants[i];
    if (!who) break;
    const created = at(3 - i * 0.2);
    // the first two at the interview stage booked the first slot together, the third the second slot
    const slot = plan.stage === 'interview' ? (slotIds[i < 2 ? 0 : 1] ?? null) : null;
    const { id } = await db
      .insertInto('applications')
      .values({
        recruiting_id: recruitingId,
        user_id: who.id,
        stage: plan.stage,
        applicant_name: who.name,
        applicant_student_id: who.studentId,
        applicant_phone: who.phone,
        slot_id: slot,
        consented_at: created,
        stage_changed_at: plan.stage === 'applied' ? null : at(1),
        stage_changed_by: plan.stage === 'applied' ? null : manager.email,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (slot !== null) {
      await db
        .updateTable('interview_slots')
        .set((eb) => ({ booked: eb('booked', '+', 1) }))
        .where('id', '=', slot)
        .execute();
    }
    const song = SONGS[i % SONGS.length]!;
    await db
      .insertInto('application_answers')
      .values([
        { application_id: id, question_id: questionIds[0]!, value: parts[plan.part]! },
        { application_id: id, question_id: questionIds[1]!, value: MOTIVES[i % MOTIVES.length]! },
        {
          application_id: id,
          question_id: questionIds[2]!,
          value: JSON.stringify(days.slice(0, 1 + (i % 2))),
        },
        ...(song ? [{ application_id: id, question_id: questionIds[3]!, value: song }] : []),
      ])
      .execute();
    if (plan.rating !== undefined) {
      await db
        .insertInto('application_reviews')
        .values({
          application_id: id,
          reviewer_id: manager.id,
          reviewer_email: manager.email,
          rating: plan.rating,
          note: plan.note ?? '',
          updated_at: at(1),
        })
        .execute();
    }
    if (plan.told) {
      await db
        .insertInto('application_results')
        .values({
          application_id: id,
          stage: plan.told,
          message: '서류 전형에 합격하셨습니다. 마이페이지에서 면접 시간을 골라주세요.',
          announced_at: at(1),
          announced_by: manager.email,
        })
        .execute();
    }
    count++;
  }
  return count;
}

/**
 * The questions of a recruiting post's application form, and the rules an answer to them follows
 * (docs/product.md#recruiting-applications). The same schemas check the manager's form builder and the student's
 * form in the browser and again on the server.
 */
import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { requiredText } from './content-fields.ts';
import { APPLICATION_LIMITS as L, QUESTION_KINDS, type QuestionKind } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { INT32_MAX } from './validators.ts';

export const QUESTION_MESSAGES = {
  kindRequired: '질문 유형을 선택해주세요',
  labelRequired: '질문을 입력해주세요',
  optionRequired: '선택지를 입력해주세요',
  optionsMin: `선택지를 ${L.optionsMin}개 이상 입력해주세요`,
  optionsMax: `선택지는 ${L.optionsMax}개까지 만들 수 있습니다`,
  optionDuplicate: '같은 선택지가 이미 있습니다',
  maxLengthRange: `글자 수 제한은 1자에서 ${groupDigits(L.longAnswerMax)}자 사이로 입력해주세요`,
  questionsMax: `질문은 ${L.questionsMax}개까지 만들 수 있습니다`,
  duplicateQuestion: '같은 질문이 두 번 보내졌습니다. 새로고침 후 다시 시도해주세요',
  /** The server refuses these on edit (the form locks such questions). */
  answeredRemoved: (label: string) => `답변이 있는 질문은 삭제할 수 없습니다: ${label}`,
  answeredRetyped: (label: string) => `답변이 있는 질문은 유형을 바꿀 수 없습니다: ${label}`,
  unknownQuestion: '이 모집 공고에 없는 질문입니다. 새로고침 후 다시 시도해주세요',
} as const;
const qm = QUESTION_MESSAGES;

export const questionKindSchema = z.enum(QUESTION_KINDS, { error: qm.kindRequired });

const optionText = z
  .string({ error: qm.optionRequired })
  .trim()
  .min(1, qm.optionRequired)
  .max(L.optionMax, VALIDATION.charLimit('선택지', L.optionMax));

/** A question as the manager's form sends it; `questionId` is absent for a new question. */
export const questionInputSchema = z
  .object({
    questionId: z.number().int().positive().max(INT32_MAX).optional(),
    kind: questionKindSchema,
    label: requiredText(L.questionLabelMax, qm.labelRequired, '질문'),
    required: z.boolean().default(false),
    options: z.array(optionText).max(L.optionsMax, qm.optionsMax).optional(),
    maxLength: z
      .number({ error: qm.maxLengthRange })
      .int(qm.maxLengthRange)
      .min(1, qm.maxLengthRange)
      .max(L.longAnswerMax, qm.maxLengthRange)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.kind !== 'single' && q.kind !== 'multiple') return;
    const options = q.options ?? [];
    if (options.length < L.optionsMin) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: qm.optionsMin });
    }
    options.forEach((option, i) => {
      if (options.indexOf(option) !== i) {
        ctx.addIssue({ code: 'custom', path: ['options', i], message: qm.optionDuplicate });
      }
    });
  })
  // Only what the kind uses is kept: options for choices, a character limit for long text.
  .transform(({ options, maxLength, ...q }) => ({
    ...q,
    ...(q.kind === 'single' || q.kind === 'multiple' ? { options: options ?? [] } : {}),
    ...(q.kind === 'long' ? { maxLength: maxLength ?? L.longAnswerDefault } : {}),
  }));
export type QuestionInput = z.input<typeof questionInputSchema>;

/** The questions of a recruiting request, in the order the form shows them. */
export const questionListSchema = z
  .array(questionInputSchema)
  .max(L.questionsMax, qm.questionsMax)
  .refine(
    (list) => {
      const ids = list.flatMap((q) => (q.questionId === undefined ? [] : [q.questionId]));
      return new Set(ids).size === ids.length;
    },
    { message: qm.duplicateQuestion },
  );

/** A question as the detail of a post answers it. */
export const questionSchema = z
  .object({
    questionId: z.number().int(),
    kind: questionKindSchema,
    label: z.string(),
    required: z.boolean(),
    options: z.array(z.string()).optional(),
    maxLength: z.number().int().optional(),
  })
  .meta({ id: 'ApplicationQuestion' });
export type Question = z.infer<typeof questionSchema>;

// ---- answers ----

export const ANSWER_MESSAGES = {
  required: (label: string) => `'${label}' 항목에 답해주세요`,
  choose: (label: string) => `'${label}' 항목에서 하나 이상 선택해주세요`,
  /** A required one-choice question left unanswered: exactly one is taken. */
  chooseOne: (label: string) => `'${label}' 항목에서 하나를 선택해주세요`,
  notOffered: (label: string) => `'${label}' 항목에 없는 선택지입니다`,
  shape: (label: string) => `'${label}' 항목의 답변 형식이 올바르지 않습니다`,
  consent: '개인정보 수집 및 이용에 동의해주세요',
} as const;
const am = ANSWER_MESSAGES;

/** The form field of a question's answer: `q12` (a numeric key would read as an array index). */
export const answerKey = (questionId: number) => `q${questionId}`;

/** The most characters a question's answer may have. */
export function answerLimit(question: Pick<Question, 'kind' | 'maxLength'>): number {
  return question.kind === 'long' ? (question.maxLength ?? L.longAnswerDefault) : L.shortAnswerMax;
}

const isChoice = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

/** The schema of one question's answer: '' or [] when left empty (a required question refuses that). */
export function answerRuleOf(question: Question): z.ZodType<string | string[]> {
  const { label, required } = question;
  const offered = question.options ?? [];
  if (question.kind === 'multiple') {
    return z
      .array(z.string({ error: am.shape(label) }), { error: am.shape(label) })
      .max(offered.length, am.notOffered(label))
      .refine((v) => v.every((choice) => offered.includes(choice)), am.notOffered(label))
      .refine((v) => new Set(v).size === v.length, am.shape(label))
      .refine((v) => !required || v.length > 0, am.choose(label));
  }
  const text = z.string({ error: am.shape(label) }).trim();
  if (isChoice(question.kind)) {
    return text
      .refine((v) => v === '' || offered.includes(v), am.notOffered(label))
      .refine((v) => !required || v !== '', am.chooseOne(label));
  }
  const max = answerLimit(question);
  return text
    .max(max, VALIDATION.charLimit(`'${label}' 답변`, max))
    .refine((v) => !required || v !== '', am.required(label));
}

/**
 * The student's form: an answer per question (by `answerKey`) and the consent, checked against the post's questions,
 * turned into the request of POST /recruiting/{recruitingId}/application. Empty answers are left out.
 */
export function applicationFormSchema(questions: readonly Question[]) {
  const shape = Object.fromEntries(questions.map((q) => [answerKey(q.questionId), answerRuleOf(q)]));
  return z
    .object({
      answers: z.object(shape),
      consent: z.literal(true, { error: am.consent }),
    })
    .transform(({ answers }) => ({
      consent: true as const,
      answers: questions
        .map((q) => ({
          questionId: q.questionId,
          value: answers[answerKey(q.questionId)] as string | string[],
        }))
        .filter((a) => (Array.isArray(a.value) ? a.value.length > 0 : a.value !== '')),
    }));
}

/** An empty answer of a question, as the student's form starts it. */
export const emptyAnswer = (question: Pick<Question, 'kind'>): string | string[] =>
  question.kind === 'multiple' ? [] : '';

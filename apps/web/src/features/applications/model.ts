/** The student's application form: its values, where they start, and what its parts use of the form. */
import { answerKey, emptyAnswer, type Answer, type Question } from '@moa/contract';
import type { ContractForm } from '../../components/form/useContractForm';

export interface ApplicationValues {
  /** An answer per question, by answerKey (`q12`): text, or the chosen options of a several-choice question. */
  answers: Record<string, string | string[]>;
  consent: boolean;
}

/** The form's start: the saved answers (or a draft), empty where there are none. */
export function initialValues(
  questions: readonly Question[],
  saved: readonly Answer[] | undefined,
  draft: ApplicationValues | null,
): ApplicationValues {
  const answers: ApplicationValues['answers'] = {};
  for (const q of questions) {
    const key = answerKey(q.questionId);
    const drafted = draft?.answers[key];
    const stored = saved?.find((a) => a.questionId === q.questionId)?.value;
    const value = drafted ?? stored ?? emptyAnswer(q);
    // a draft written before the question changed kind is dropped
    answers[key] = Array.isArray(value) === (q.kind === 'multiple') ? value : emptyAnswer(q);
  }
  return { answers, consent: draft?.consent ?? saved !== undefined };
}

/** The check order: the questions in the form's order, then the consent. */
export const applicationFieldOrder = (questions: readonly Question[]) => [
  ...questions.map((q) => `answers.${answerKey(q.questionId)}`),
  'consent',
];

export type ApplicationFields = Pick<
  ContractForm<ApplicationValues, unknown>,
  'form' | 'errorOf' | 'control' | 'idOf'
>;

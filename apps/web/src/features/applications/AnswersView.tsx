/**
 * The answers the student sent, read-only, by the post's questions in their order (docs/product.md#recruiting-
 * applications): shown whether or not the application can still change, so they stay readable after the end date.
 */
import type { Answer, Question } from '@moa/contract';
import { applicationsKo } from '../../text/ko-applications';
import styles from './Applications.module.css';

const a = applicationsKo.apply;

const shown = (value: Answer['value'] | undefined) => {
  const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
  return text.trim() === '' ? null : text;
};

export function AnswersView({
  questions,
  answers,
}: {
  questions: readonly Question[];
  answers: readonly Answer[];
}) {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.value]));
  return (
    <section className={styles.status} aria-labelledby="application-answers">
      <h2 id="application-answers" className={styles.title}>
        {a.answersTitle}
      </h2>
      <dl className={styles.answers}>
        {questions.map((question) => {
          const value = shown(byQuestion.get(question.questionId));
          return (
            <div key={question.questionId} className={styles.answer}>
              <dt>{question.label}</dt>
              <dd data-empty={value === null ? '' : undefined}>{value ?? a.noAnswer}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

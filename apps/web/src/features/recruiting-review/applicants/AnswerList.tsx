import type { Answer, Question } from '@moa/contract';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';

/** Every question of the form with this application's answer, in the form's order. */
export function AnswerList({
  questions,
  answers,
}: {
  questions: readonly Question[];
  answers: readonly Answer[];
}) {
  return (
    <dl className={styles.answers}>
      {questions.map((q) => {
        const value = answers.find((a) => a.questionId === q.questionId)?.value;
        const empty = value === undefined || value.length === 0;
        return (
          <div key={q.questionId}>
            <dt>{q.label}</dt>
            <dd data-empty={empty ? '' : undefined}>
              {empty
                ? applicationsKo.detail.noAnswer
                : Array.isArray(value)
                  ? value.map((v) => (
                      <span key={v} className={styles.chip}>
                        {v}
                      </span>
                    ))
                  : value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** One question of the application as the student answers it: a line, a text area, radios or checkboxes. */
import { answerKey, answerLimit, type Question } from '@moa/contract';
import { CountedField } from '../../components/form/CountedField';
import { Field } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { applicationsKo } from '../../text/ko-applications';
import styles from './Applications.module.css';
import type { ApplicationFields } from './model';

const a = applicationsKo.apply;

export function AnswerField({ fields, question }: { fields: ApplicationFields; question: Question }) {
  const name = `answers.${answerKey(question.questionId)}` as const;
  const { control, errorOf, idOf } = fields;
  if (question.kind === 'short' || question.kind === 'long') {
    return (
      <CountedField
        fields={fields}
        name={name}
        label={question.label}
        required={question.required}
        max={answerLimit(question)}
        placeholder={a.answerPlaceholder}
        rows={question.kind === 'long' ? 6 : undefined}
      />
    );
  }
  const multiple = question.kind === 'multiple';
  return (
    <Field
      id={idOf(name)}
      label={question.label}
      required={question.required}
      optional={!question.required}
      hint={multiple ? a.chooseMany : a.chooseOne}
      error={errorOf(name)}
      group
    >
      <div className={styles.choices}>
        {(question.options ?? []).map((option, i) => {
          const props = control(name, { required: question.required });
          return (
            <label key={option} className={`${formStyles.choice} ${styles.choice}`}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                value={option}
                {...props}
                // the first choice carries the field's id, so focusing the field lands on it
                id={i === 0 ? idOf(name) : `${idOf(name)}-${i}`}
              />
              {option}
            </label>
          );
        })}
      </div>
    </Field>
  );
}

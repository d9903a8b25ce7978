/** The questions of the application form, in order: added, reordered and deleted (docs/product.md#recruiting-applications). */
import { APPLICATION_LIMITS } from '@moa/contract';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { buttonClassName } from '../../../components/Button';
import { FieldError } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { PlusIcon } from '../../../components/icons';
import { applicationsKo } from '../../../text/ko-applications';
import { newQuestion, type RecruitingFields } from './model';
import rows from '../shows/ScheduleList.module.css';
import styles from './QuestionList.module.css';
import { QuestionRow } from './QuestionRow';

const b = applicationsKo.builder;

export function QuestionList({ fields }: { fields: RecruitingFields }) {
  const { form, errorOf, idOf } = fields;
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  const addRef = useRef<HTMLButtonElement | null>(null);
  const count = questions.fields.length;

  const add = () => {
    form.clearErrors('questions');
    questions.append(newQuestion(), { shouldFocus: true, focusName: `questions.${count}.label` });
  };
  const remove = (index: number) => {
    form.clearErrors('questions');
    questions.remove(index);
    addRef.current?.focus();
  };
  const move = (from: number, to: number) => {
    form.clearErrors('questions');
    questions.move(from, to);
  };

  return (
    <div className={rows.list}>
      <div>
        <h3 className={formStyles.label}>{b.questions}</h3>
        <p className={formStyles.hint}>{b.questionsHint(APPLICATION_LIMITS.questionsMax)}</p>
      </div>
      {count === 0 ? <p className={formStyles.hint}>{b.noQuestions}</p> : null}
      <ol className={`${rows.list} ${styles.bare}`}>
        {questions.fields.map((question, index) => (
          <QuestionRow
            key={question.key}
            fields={fields}
            index={index}
            count={count}
            onMove={move}
            onRemove={remove}
          />
        ))}
      </ol>
      <div className={rows.addRow}>
        <button
          ref={addRef}
          type="button"
          onClick={add}
          className={`${buttonClassName({ variant: 'secondary' })} ${rows.add}`}
          data-field="questions"
          disabled={count >= APPLICATION_LIMITS.questionsMax}
        >
          <PlusIcon size={18} />
          {b.add}
        </button>
        <FieldError id={idOf('questions')} message={errorOf('questions')} />
      </div>
    </div>
  );
}

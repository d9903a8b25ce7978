/** The choices of a one- or several-choice question: a line each, added and removed (at least two are needed). */
import { APPLICATION_LIMITS } from '@moa/contract';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { applicationsKo } from '../../../text/ko-applications';
import type { RecruitingFields } from './model';
import styles from './QuestionList.module.css';

const b = applicationsKo.builder;

export function ChoiceOptions({ fields, index }: { fields: RecruitingFields; index: number }) {
  const { form, control, errorOf, idOf } = fields;
  const name = `questions.${index}.options` as const;
  const options = useFieldArray({ control: form.control, name, keyName: 'key' });
  const listId = idOf(name);
  return (
    <fieldset className={styles.options} aria-describedby={errorOf(name) ? `${listId}-error` : undefined}>
      <legend className={formStyles.label}>{b.options}</legend>
      <ol className={styles.options}>
        {options.fields.map((option, j) => (
          <li key={option.key} className={styles.option}>
            <label htmlFor={idOf(`${name}.${j}.text`)} className="visually-hidden">
              {b.option(j + 1)}
            </label>
            <input
              className={formStyles.control}
              placeholder={b.optionPlaceholder(j + 1)}
              maxLength={APPLICATION_LIMITS.optionMax}
              {...control(`${name}.${j}.text`, { required: true })}
            />
            <Button
              variant="ghost"
              size="small"
              className={styles.iconOnly}
              onClick={() => options.remove(j)}
              disabled={options.fields.length <= APPLICATION_LIMITS.optionsMin}
              aria-label={b.removeOption(j + 1)}
            >
              <CloseIcon size={18} />
            </Button>
            <FieldError id={idOf(`${name}.${j}.text`)} message={errorOf(`${name}.${j}.text`)} />
          </li>
        ))}
      </ol>
      <Button
        variant="ghost"
        size="small"
        className={styles.addOption}
        data-field={name}
        onClick={() => {
          form.clearErrors(name);
          options.append({ text: '' }, { shouldFocus: true });
        }}
        disabled={options.fields.length >= APPLICATION_LIMITS.optionsMax}
      >
        <PlusIcon size={16} />
        {b.addOption}
      </Button>
      <FieldError id={listId} message={errorOf(name)} />
    </fieldset>
  );
}

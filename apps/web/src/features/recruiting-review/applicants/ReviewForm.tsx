/**
 * This officer's rating (1–5, or none) and private note of an application, checked by the contract's review schema.
 * Officers only: the applicant never sees it.
 */
import { APPLICATION_LIMITS, reviewRequest, type Review, type ReviewRequest } from '@moa/contract';
import { useState } from 'react';
import { keepFocusOn } from '../../../lib/focus';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { CountedField } from '../../../components/form/CountedField';
import { Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useContractForm } from '../../../components/form/useContractForm';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';

const d = applicationsKo.detail;

interface ReviewValues {
  rating: '' | '1' | '2' | '3' | '4' | '5';
  note: string;
}

/** The radios' text as the request's number (none: null). */
const reviewForm = z.preprocess((input) => {
  const v = input as ReviewValues;
  return { rating: v.rating === '' ? null : Number(v.rating), note: v.note };
}, reviewRequest);

const RATINGS = ['1', '2', '3', '4', '5'] as const;
/** The private note: a few lines, capped by the contract. */
const NOTE = {
  label: d.note,
  max: APPLICATION_LIMITS.reviewNoteMax,
  placeholder: d.notePlaceholder,
  rows: 4,
};

export function ReviewForm({
  mine,
  onSave,
}: {
  mine?: Review;
  onSave: (body: ReviewRequest) => Promise<void>;
}) {
  const [saved, setSaved] = useState(false);
  const kit = useContractForm<ReviewValues, ReviewRequest>({
    schema: reviewForm,
    defaultValues: {
      rating: mine?.rating ? (String(mine.rating) as ReviewValues['rating']) : '',
      note: mine?.note ?? '',
    },
    fieldOrder: ['rating', 'note'],
    idPrefix: 'review',
  });
  const onSubmit = kit.submit({
    before: async () => {
      setSaved(false);
      return true;
    },
    save: async (body) => {
      await onSave(body);
      kit.form.reset(kit.form.getValues());
      setSaved(true);
      // the button waited disabled (focus fell to the page): back on it, next to 평가를 저장했습니다
      keepFocusOn(() => kit.formRef.current?.querySelector<HTMLElement>('button[type="submit"]'));
    },
    failure: (error) => ({
      title: d.reviewFailed,
      message: error instanceof Error ? error.message : '',
      tone: 'danger',
    }),
  });
  return (
    <form ref={kit.formRef} className={styles.compose} noValidate onSubmit={onSubmit}>
      <Field id={kit.idOf('rating')} label={d.rating} group error={kit.errorOf('rating')}>
        <div className={styles.row}>
          {RATINGS.map((n) => (
            <label key={n} className={formStyles.choice}>
              <input type="radio" value={n} {...kit.control('rating')} id={kit.idOf(`rating-${n}`)} />
              {d.ratingValue(Number(n))}
            </label>
          ))}
          <label className={formStyles.choice}>
            <input type="radio" value="" {...kit.control('rating')} id={kit.idOf('rating-none')} />
            {d.clearRating}
          </label>
        </div>
      </Field>
      <CountedField fields={kit} name="note" {...NOTE} />
      <div className={styles.row}>
        <p className={styles.saved} aria-live="polite">
          {saved ? d.reviewSaved : ''}
        </p>
        <Button type="submit" disabled={kit.busy} aria-busy={kit.busy}>
          {d.saveReview}
        </Button>
      </div>
      {kit.dialogs}
    </form>
  );
}

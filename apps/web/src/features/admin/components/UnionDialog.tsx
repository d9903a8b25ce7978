/**
 * 학생회 추가 and 학생회 규정 수정 (docs/product.md#student-union-rules): the union's name and university or campus,
 * its rules as optional whole numbers with what each means, and the checklist of clubs that belong to it (a club of
 * another union says so, and moves). Checked by the contract's unionRequest; the server's field errors land on their
 * fields (a rule's on its box, the union's name taken on the name), anything else is said in the dialog.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  UNION_LIMITS,
  UNION_RULE_KEYS,
  unionRequest,
  type AdminClub,
  type Union,
  type UnionBody,
  type UnionRuleKey,
} from '@moa/contract';
import { Button } from '../../../components/Button';
import { describedBy, Field, FieldError, FormErrorNotice, hintId } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useDialogKit } from '../../../components/form/dialog-form';
import { useDialogForm, type DialogFormState } from '../../../components/form/FormModal';
import { CheckCircleIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { ko } from '../../../text/ko';
import { unionsKo } from '../../../text/ko-unions';
import styles from '../unions.module.css';

const t = unionsKo.dialog;

type Values = {
  name: string;
  university: string;
  clubIds: string[] | string | boolean;
} & Record<UnionRuleKey, string>;

const FIELD_ORDER = ['name', 'university', 'rules', ...UNION_RULE_KEYS, 'clubIds'];

/** A request path as the form's field: a rule's own box, the rules as a whole, the clubs as one checklist. */
const fieldOf = (path: string): string | null => {
  if (path.startsWith('rules.')) return path.slice('rules.'.length);
  if (path.startsWith('clubIds')) return 'clubIds';
  return path === '' ? null : path;
};

/** A rule's box: empty is not required (null); anything else a number the contract checks (NaN: refused). */
const ruleOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** Checked boxes of one name: an array with several boxes, a string (or true) with one. */
const idsOf = (value: Values['clubIds']): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).map(Number);

const schema = z
  .custom<Values>()
  .transform(
    (v) =>
      ({
        name: v.name,
        university: v.university,
        rules: Object.fromEntries(UNION_RULE_KEYS.map((k) => [k, ruleOf(v[k])])),
        clubIds: idsOf(v.clubIds),
      }) as z.input<typeof unionRequest>,
  )
  .pipe(unionRequest);

function initialValues(union: Union | null): Values {
  const rule = (k: UnionRuleKey) => {
    const value = union?.rules[k];
    return value === null || value === undefined ? '' : String(value);
  };
  return {
    name: union?.name ?? '',
    university: union?.university ?? '',
    minMembers: rule('minMembers'),
    minDepartments: rule('minDepartments'),
    maxDepartmentPercent: rule('maxDepartmentPercent'),
    minActivities: rule('minActivities'),
    clubIds: (union?.clubIds ?? []).map(String),
  };
}

export type UnionDialogState = { kind: 'create' } | { kind: 'edit'; union: Union } | null;

export function UnionDialog({
  state,
  clubs,
  unions,
  onClose,
  onRefused,
  save,
}: {
  state: UnionDialogState;
  clubs: readonly AdminClub[];
  /** Every union, to say which one a club belongs to now. */
  unions: readonly Union[];
  onClose: () => void;
  /** A refusal that may mean the list is stale (a union or a club gone meanwhile). */
  onRefused?: () => void;
  save: (union: Union | null, body: UnionBody) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose, onRefused);
  const editing = state?.kind === 'edit' ? state.union : null;
  const { busy, close, formId } = dialog;
  return (
    <Modal
      open={state !== null}
      onClose={close}
      dismissible={!busy}
      size="wide"
      icon={<CheckCircleIcon size={24} />}
      title={editing ? t.editTitle : t.createTitle}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? t.busy : editing ? t.submitEdit : t.submitCreate}
          </Button>
        </>
      }
    >
      {state ? (
        <UnionForm
          key={editing?.id ?? 'new'}
          dialog={dialog}
          union={editing}
          clubs={clubs}
          unions={unions}
          save={(body) => save(editing, body)}
        />
      ) : null}
    </Modal>
  );
}

function UnionForm({
  dialog,
  union,
  clubs,
  unions,
  save,
}: {
  dialog: DialogFormState;
  union: Union | null;
  clubs: readonly AdminClub[];
  unions: readonly Union[];
  save: (body: UnionBody) => Promise<void>;
}) {
  const { formRef, onSubmit, control, errorOf, idOf, form } = useDialogKit<Values, UnionBody>(
    {
      id: dialog.formId,
      initialValues: initialValues(union),
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema, fieldOrder: FIELD_ORDER, fieldOf, failed: t.failed },
  );
  const [filter, setFilter] = useState('');
  const name = useWatch({ control: form.control, name: 'name' });
  const chosen = idsOf(useWatch({ control: form.control, name: 'clubIds' }));
  const rulesError = errorOf('rules');
  const clubsError = errorOf('clubIds');
  const unionOfClub = new Map<number, Union>();
  for (const u of unions) for (const id of u.clubIds) unionOfClub.set(id, u);
  const needle = filter.trim().toLowerCase();
  const shown = (club: AdminClub) => needle === '' || club.clubName.toLowerCase().includes(needle);
  const matches = clubs.filter(shown).length;

  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <div className={styles.pair}>
        <Field
          id={idOf('name')}
          label={t.name}
          required
          error={errorOf('name')}
          counter={{ value: name.length, max: UNION_LIMITS.nameMax }}
        >
          <input
            className={formStyles.control}
            maxLength={UNION_LIMITS.nameMax}
            placeholder={t.namePlaceholder}
            autoComplete="off"
            {...control('name', { required: true })}
          />
        </Field>
        <Field
          id={idOf('university')}
          label={t.university}
          optional
          hint={t.universityHint}
          error={errorOf('university')}
        >
          <input
            className={formStyles.control}
            maxLength={UNION_LIMITS.universityMax}
            placeholder={t.universityPlaceholder}
            autoComplete="off"
            {...control('university', { hint: true })}
          />
        </Field>
      </div>

      <fieldset
        className={styles.rules}
        data-field="rules"
        tabIndex={-1}
        aria-describedby={describedBy(idOf('rules'), { hint: true, error: Boolean(rulesError) })}
        aria-invalid={rulesError ? true : undefined}
      >
        <legend className={styles.legend}>{t.rules}</legend>
        <p id={hintId(idOf('rules'))} className={styles.legendHint}>
          {t.rulesHint}
        </p>
        <div className={styles.ruleGrid}>
          {UNION_RULE_KEYS.map((key) => {
            const words = t.rule[key];
            const limits = UNION_LIMITS[key];
            return (
              <Field
                key={key}
                id={idOf(key)}
                label={words.before}
                optional
                hint={words.hint}
                error={errorOf(key)}
              >
                <div className={formStyles.affix}>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={limits.min}
                    max={limits.max}
                    step={1}
                    className={formStyles.control}
                    {...control(key, { hint: true })}
                  />
                  <span className={formStyles.unit}>{words.unit}</span>
                </div>
              </Field>
            );
          })}
        </div>
        <FieldError id={idOf('rules')} message={rulesError} />
      </fieldset>

      <fieldset
        className={styles.clubs}
        aria-describedby={describedBy(idOf('clubIds'), { hint: true, error: Boolean(clubsError) })}
      >
        <legend className={styles.legend}>
          {t.clubs}
          <span className={styles.selectedCount}>{t.clubsSelected(chosen.length)}</span>
        </legend>
        <p id={hintId(idOf('clubIds'))} className={styles.legendHint}>
          {t.clubsHint}
        </p>
        {clubs.length > 6 ? (
          <input
            type="search"
            className={`${formStyles.control} ${styles.filter}`}
            placeholder={t.clubsFilter}
            aria-label={t.clubsFilter}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        ) : null}
        {clubs.length === 0 ? (
          <p className={styles.muted}>{t.clubsNone}</p>
        ) : (
          <ul className={styles.clubList}>
            {clubs.map((club, i) => {
              const current = unionOfClub.get(club.id);
              const elsewhere = current && current.id !== union?.id ? current : null;
              return (
                <li key={club.id} hidden={!shown(club)}>
                  <label className={styles.clubCheck}>
                    <input
                      type="checkbox"
                      value={String(club.id)}
                      id={i === 0 ? idOf('clubIds') : undefined}
                      data-field={i === 0 ? 'clubIds' : undefined}
                      aria-invalid={clubsError ? true : undefined}
                      {...form.register('clubIds', { onChange: () => form.clearErrors('clubIds') })}
                    />
                    <span className={styles.clubLabel}>
                      <span className={styles.clubName}>{club.clubName}</span>
                      {elsewhere ? (
                        <span className={styles.elsewhere}>
                          {t.clubElsewhere(
                            elsewhere.university
                              ? `${elsewhere.university} ${elsewhere.name}`
                              : elsewhere.name,
                          )}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
            {matches === 0 ? <li className={styles.muted}>{t.clubsNoMatch}</li> : null}
          </ul>
        )}
        <FieldError id={idOf('clubIds')} message={clubsError} />
      </fieldset>

      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

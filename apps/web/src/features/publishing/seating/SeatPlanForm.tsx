/**
 * The painting form of /manager/schedule/{scheduleId}/seats (docs/product.md#assigned-seats): the grades (name,
 * price, colour), the blocked seats (운영석 …), the brush, the hall's map to tap seats on, whole rows and ranges in a
 * row, when wheelchair spaces open to everyone, and what is for sale. Checked by the contract's request schema (its
 * messages) and by what the server would refuse of the paint; the server's field errors land next to what they
 * concern.
 */
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import {
  LIMITS,
  SEATING_MESSAGES,
  STAGE_LABELS,
  seatsLabel,
  type SeatPlan,
  type SeatPlanRequest,
} from '@moa/contract';
import { Button } from '../../../components/Button';
import { DigitsController } from '../../../components/form/controllers';
import { Field, FieldError, FormErrorNotice, Section } from '../../../components/form/Field';
import { FormActions } from '../../../components/form/FormActions';
import formStyles from '../../../components/form/Form.module.css';
import { namesFields, saveFailedAlert, useContractForm } from '../../../components/form/useContractForm';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { SeatGrid, type SeatLook } from '../../../components/seats/SeatGrid';
import { isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import {
  GRADE_PALETTE,
  applyBrush,
  countPlan,
  fromPlan,
  hallRows,
  heldIn,
  newBlock,
  newGrade,
  planFieldOf,
  planFieldOrder,
  planFormSchema,
  rangeOf,
  withoutBlock,
  withoutGrade,
  type Brush,
  type Paint,
  type PlanValues,
} from './plan';
import styles from './SeatPlan.module.css';

const t = manageKo.seating;
const n = (value: number) => formatNumber(value);

/** A blocked seat keeps its grade's colour, hatched. */
const hatched = (color: string) => `repeating-linear-gradient(135deg, ${color} 0 3px, #ffffff 3px 5px)`;

export interface SeatPlanFormProps {
  plan: SeatPlan;
  /** Sends the plan; answers the saved plan. */
  onSave: (body: SeatPlanRequest) => Promise<SeatPlan>;
  /** After a save: the quiet notice. */
  onSaved: (message: string) => void;
  onCancel: () => void;
}

const brushKey = (brush: Brush | null) =>
  brush === null
    ? ''
    : brush.kind === 'grade' || brush.kind === 'block'
      ? `${brush.kind}:${brush.id}`
      : brush.kind;

export function SeatPlanForm({ plan, onSave, onSaved, onCancel }: SeatPlanFormProps) {
  const start = useMemo(() => fromPlan(plan), [plan]);
  const seats = plan.seats;
  const [held, setHeld] = useState(() => new Set(plan.held));
  const [paint, setPaintState] = useState<Paint>(start.paint);
  const paintRef = useRef(paint);
  const setPaint = (next: Paint) => {
    paintRef.current = next;
    setPaintState(next);
  };
  const schema = useMemo(() => planFormSchema(() => paintRef.current, seats, held), [seats, held]);
  const kit = useContractForm<PlanValues, SeatPlanRequest>({
    // the preprocessed schema's output is the request (its defaults filled in)
    schema: schema as unknown as ZodType<SeatPlanRequest>,
    defaultValues: start.values,
    fieldOrder: planFieldOrder,
    fieldOf: planFieldOf,
    idPrefix: 'plan',
  });
  const { form, errorOf, control: reg, aria, idOf: id, busy } = kit;
  const gradeFields = useFieldArray({ control: form.control, name: 'grades', keyName: 'key' });
  const blockFields = useFieldArray({ control: form.control, name: 'blocks', keyName: 'key' });
  const grades = useWatch({ control: form.control, name: 'grades' }) ?? [];
  const blocks = useWatch({ control: form.control, name: 'blocks' }) ?? [];
  const release = useWatch({ control: form.control, name: 'release' });

  const [brush, setBrush] = useState<Brush | null>(() =>
    start.values.grades[0] ? { kind: 'grade', id: start.values.grades[0].id } : { kind: 'erase' },
  );
  const [note, setNote] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const rows = useMemo(() => hallRows(seats), [seats]);
  const counts = countPlan(paint);
  const gradeIndex = new Map(grades.map((g, i) => [g.id, i]));
  const blockIndex = new Map(blocks.map((b, i) => [b.id, i]));
  const gradeName = (i: number) => grades[i]?.name.trim() || t.unnamedGrade;
  const blockName = (i: number) => blocks[i]?.label.trim() || t.unnamedBlock;

  const markChanged = () =>
    form.setValue('paintEdits', form.getValues('paintEdits') + 1, { shouldDirty: true });

  const brushName = (b: Brush): string => {
    switch (b.kind) {
      case 'grade':
        return gradeName(gradeIndex.get(b.id) ?? -1);
      case 'erase':
        return t.brushErase;
      case 'block':
        return t.brushBlock(blockName(blockIndex.get(b.id) ?? -1));
      case 'unblock':
        return t.brushUnblock;
    }
  };

  /** The brush on these seats; held seats keep a grade, and saying so is the refusal. */
  const paintSeats = (indices: readonly number[]) => {
    if (!brush || indices.length === 0) return;
    const result = applyBrush(paintRef.current, seats, indices, brush, held);
    if (result.changed > 0) {
      setPaint(result.paint);
      markChanged();
      form.clearErrors('grades');
    }
    setRefusal(result.refused.length > 0 ? SEATING_MESSAGES.heldUngraded(result.refused.sort()) : null);
    setNote(t.painted(result.changed, brushName(brush)));
  };

  // ---- grades and blocks ----

  const addGrade = () => {
    const grade = newGrade(form.getValues('grades'));
    form.clearErrors('grades');
    gradeFields.append(grade, { shouldFocus: true, focusName: `grades.${gradeFields.fields.length}.name` });
    setBrush({ kind: 'grade', id: grade.id });
  };

  const removeGrade = (index: number) => {
    const grade = form.getValues('grades')[index];
    if (!grade) return;
    const keys = heldIn(paintRef.current, seats, held, grade.id);
    if (keys.length > 0) {
      setRefusal(SEATING_MESSAGES.heldUngraded(keys));
      return;
    }
    setRefusal(null);
    setPaint(withoutGrade(paintRef.current, grade.id));
    gradeFields.remove(index);
    markChanged();
    if (brush?.kind === 'grade' && brush.id === grade.id) {
      const other = form.getValues('grades')[0];
      setBrush(other ? { kind: 'grade', id: other.id } : { kind: 'erase' });
    }
  };

  const addBlock = () => {
    const block = newBlock(form.getValues('blocks'));
    form.clearErrors('blocks');
    blockFields.append(block, { shouldFocus: true, focusName: `blocks.${blockFields.fields.length}.label` });
    setBrush({ kind: 'block', id: block.id });
  };

  const removeBlock = (index: number) => {
    const block = form.getValues('blocks')[index];
    if (!block) return;
    setPaint(withoutBlock(paintRef.current, block.id));
    blockFields.remove(index);
    markChanged();
    if (brush?.kind === 'block' && brush.id === block.id) setBrush({ kind: 'unblock' });
  };

  // ---- the map ----

  const look = (i: number): SeatLook => {
    if (held.has(seats[i]!.key)) return 'taken';
    return (paint.grade[i] ?? null) === null ? 'off' : 'free';
  };
  const color = (i: number): string | undefined => {
    const g = paint.grade[i] ?? null;
    return g === null ? undefined : grades[gradeIndex.get(g) ?? -1]?.color;
  };
  const blocked = (i: number) => (paint.block[i] ?? null) !== null;
  const seatName = (i: number) => {
    const seat = seats[i]!;
    const parts: string[] = [];
    const g = paint.grade[i] ?? null;
    if (g === null) parts.push(t.seatUnpainted);
    else {
      const grade = grades[gradeIndex.get(g) ?? -1];
      parts.push(
        `${gradeName(gradeIndex.get(g) ?? -1)} ${grade?.price ? t.won(n(Number(grade.price))) : ''}`.trim(),
      );
    }
    const b = paint.block[i] ?? null;
    if (b !== null) parts.push(t.brushBlock(blockName(blockIndex.get(b) ?? -1)));
    if (seat.kind === 'wheelchair') parts.push(t.seatWheelchair);
    if (seat.kind === 'companion') parts.push(t.seatCompanion);
    if (held.has(seat.key)) parts.push(t.seatHeld);
    return t.seatName(seatsLabel([seat.key]), parts);
  };

  // ---- whole rows, and a range in a row ----

  const [chosenRows, setChosenRows] = useState<ReadonlySet<string>>(new Set());
  const toggleRows = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosenRows);
    for (const rowId of ids) {
      if (on) next.add(rowId);
      else next.delete(rowId);
    }
    setChosenRows(next);
  };
  const paintChosenRows = () => {
    const indices = rows.flatMap((s) => s.rows.filter((r) => chosenRows.has(r.id)).flatMap((r) => r.seats));
    paintSeats(indices);
    setChosenRows(new Set());
  };

  const allRows = rows.flatMap((s) => s.rows);
  const [rangeRow, setRangeRow] = useState(allRows[0]?.id ?? '');
  const [rangeFrom, setRangeFrom] = useState('');
  const [rangeTo, setRangeTo] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const paintRange = () => {
    const row = allRows.find((r) => r.id === rangeRow);
    if (!row) return;
    const from = Number(rangeFrom);
    const to = rangeTo === '' ? from : Number(rangeTo);
    const fits = (v: number) => Number.isInteger(v) && v >= row.min && v <= row.max;
    if (rangeFrom === '' || !fits(from) || !fits(to)) {
      setRangeError(t.rangeBad(row.min, row.max));
      return;
    }
    setRangeError(null);
    paintSeats(rangeOf(seats, row, from, to));
  };

  // ---- save ----

  const onSubmit = kit.submit({
    save: async (data) => {
      const saved = await onSave(data);
      const next = fromPlan(saved);
      form.reset(next.values);
      setHeld(new Set(saved.held));
      setPaint(next.paint);
      setBrush(next.values.grades[0] ? { kind: 'grade', id: next.values.grades[0].id } : { kind: 'erase' });
      setRefusal(null);
      setNote(null);
      kit.clearUnsaved();
      onSaved(t.saved(n(saved.maxPeople)));
    },
    failure: (error) => {
      // field errors are next to their fields; a refusal of the whole plan (a held seat) is said under the form
      if (namesFields(error)) return null;
      if (isApiError(error) && error.status === 409) return error.message;
      return saveFailedAlert(error);
    },
  });

  const wheelchairs = seats.filter((s) => s.kind === 'wheelchair').length;
  const companions = seats.filter((s) => s.kind === 'companion').length;
  const brushes: Brush[] = [
    ...grades.map((g) => ({ kind: 'grade', id: g.id }) as Brush),
    { kind: 'erase' },
    ...blocks.map((b) => ({ kind: 'block', id: b.id }) as Brush),
    ...(blocks.length > 0 ? [{ kind: 'unblock' } as Brush] : []),
  ];

  return (
    <form ref={kit.formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.hallLine}>
        <strong>{t.hall(plan.hallName, n(seats.length))}</strong>
        <span>{t.stageAt(STAGE_LABELS[plan.stage])}</span>
        {held.size > 0 ? <span>{`${t.heldTotal} ${t.seats(n(held.size))}`}</span> : null}
      </p>
      <div className={styles.editor}>
        <div className={styles.settings}>
          <Section title={t.grades} description={t.gradesHint(LIMITS.seatGradesMax)}>
            <FieldError id={id('grades')} message={errorOf('grades')} />
            <ol className={styles.gradeList}>
              {gradeFields.fields.map((field, index) => {
                const value = grades[index];
                const count = value ? counts.byGrade.get(value.id) : undefined;
                const colorName = `grades.${index}.color` as const;
                // a colour saved outside the palette stays choosable
                const own = value?.color.toUpperCase();
                const palette: string[] =
                  own && !(GRADE_PALETTE as readonly string[]).includes(own)
                    ? [...GRADE_PALETTE, own]
                    : [...GRADE_PALETTE];
                return (
                  <li key={field.key} className={styles.gradeRow}>
                    <span
                      className={styles.swatchBig}
                      style={{ background: value?.color }}
                      aria-hidden="true"
                    />
                    <Field
                      id={id(`grades.${index}.name`)}
                      label={<span className="visually-hidden">{t.gradeNameOf(index + 1)}</span>}
                      error={errorOf(`grades.${index}.name`)}
                      className={styles.gradeName}
                    >
                      <input
                        className={formStyles.control}
                        placeholder={t.gradeNamePlaceholder}
                        maxLength={LIMITS.seatGradeNameMax}
                        autoComplete="off"
                        {...reg(`grades.${index}.name`, { required: true })}
                      />
                    </Field>
                    <Field
                      id={id(`grades.${index}.price`)}
                      label={<span className="visually-hidden">{t.gradePriceOf(index + 1)}</span>}
                      error={errorOf(`grades.${index}.price`)}
                      className={styles.gradePrice}
                    >
                      <DigitsController
                        form={form}
                        name={`grades.${index}.price`}
                        thousands
                        maxDigits={8}
                        unit={t.priceUnit}
                        placeholder="15,000"
                        {...aria(`grades.${index}.price`, { required: true })}
                      />
                    </Field>
                    <p className={styles.gradeCount}>
                      {t.gradeSeats(n(count?.forSale ?? 0))}
                      {count?.blocked ? <small>{t.gradeBlocked(n(count.blocked))}</small> : null}
                    </p>
                    <Button
                      variant="ghost"
                      size="small"
                      className={styles.remove}
                      onClick={() => removeGrade(index)}
                      aria-label={t.removeGrade(gradeName(index))}
                      title={t.removeGradeHint}
                    >
                      <TrashIcon size={18} />
                    </Button>
                    <Field
                      id={id(colorName)}
                      label={t.gradeColorOf(gradeName(index))}
                      group
                      error={errorOf(colorName)}
                      className={styles.gradeColors}
                    >
                      <div className={styles.swatches}>
                        {palette.map((c, ci) => (
                          <label key={c} className={styles.swatchChoice} title={t.colors[c] ?? t.otherColor}>
                            <input
                              type="radio"
                              value={c}
                              {...form.register(colorName)}
                              data-field={ci === 0 ? colorName : undefined}
                            />
                            <span className={styles.swatch} style={{ background: c }} aria-hidden="true" />
                            <span className="visually-hidden">{t.colors[c] ?? t.otherColor}</span>
                          </label>
                        ))}
                      </div>
                    </Field>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className={styles.add}
              onClick={addGrade}
              data-field="grades"
              disabled={gradeFields.fields.length >= LIMITS.seatGradesMax}
            >
              <PlusIcon size={18} />
              {t.addGrade}
            </button>
          </Section>

          <Section title={t.blocks} description={t.blocksHint(LIMITS.seatBlocksMax)}>
            <FieldError id={id('blocks')} message={errorOf('blocks')} />
            {blockFields.fields.length > 0 ? (
              <ol className={styles.gradeList}>
                {blockFields.fields.map((field, index) => {
                  const value = blocks[index];
                  return (
                    <li key={field.key} className={`${styles.gradeRow} ${styles.blockRow}`}>
                      <span
                        className={styles.swatchBig}
                        style={{ background: hatched('#8a93a6') }}
                        aria-hidden="true"
                      />
                      <Field
                        id={id(`blocks.${index}.label`)}
                        label={<span className="visually-hidden">{t.blockLabelOf(index + 1)}</span>}
                        error={errorOf(`blocks.${index}.label`)}
                        className={styles.gradeName}
                      >
                        <input
                          className={formStyles.control}
                          placeholder={t.blockLabelPlaceholder}
                          maxLength={LIMITS.seatGradeNameMax}
                          autoComplete="off"
                          {...reg(`blocks.${index}.label`, { required: true })}
                        />
                      </Field>
                      <p className={styles.gradeCount}>
                        {t.blockSeats(n(value ? (counts.byBlock.get(value.id) ?? 0) : 0))}
                      </p>
                      <Button
                        variant="ghost"
                        size="small"
                        className={styles.remove}
                        onClick={() => removeBlock(index)}
                        aria-label={t.removeBlock(blockName(index))}
                      >
                        <TrashIcon size={18} />
                      </Button>
                    </li>
                  );
                })}
              </ol>
            ) : null}
            <button
              type="button"
              className={styles.add}
              onClick={addBlock}
              data-field="blocks"
              disabled={blockFields.fields.length >= LIMITS.seatBlocksMax}
            >
              <PlusIcon size={18} />
              {t.addBlock}
            </button>
          </Section>
        </div>

        <div className={styles.paintColumn}>
          <Section title={t.paint} description={t.paintHint}>
            <fieldset className={styles.brushes}>
              <legend className={formStyles.label}>{t.brush}</legend>
              <div className={styles.brushList}>
                {brushes.map((b) => {
                  const key = brushKey(b);
                  const swatch =
                    b.kind === 'grade'
                      ? grades[gradeIndex.get(b.id) ?? -1]?.color
                      : b.kind === 'block'
                        ? hatched('#8a93a6')
                        : undefined;
                  return (
                    <label key={key} className={styles.brush}>
                      <input
                        type="radio"
                        name="plan-brush"
                        checked={brushKey(brush) === key}
                        onChange={() => setBrush(b)}
                      />
                      <span
                        className={`${styles.swatch} ${swatch ? '' : styles.swatchEmpty}`}
                        style={swatch ? { background: swatch } : undefined}
                        aria-hidden="true"
                      />
                      {brushName(b)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <p className={styles.note} role="status">
              {note}
            </p>
            {refusal ? (
              <p className={styles.refusal} role="alert">
                {refusal}
              </p>
            ) : null}

            <h3 className={styles.toolTitle}>{t.byTap}</h3>
            <SeatGrid
              seats={seats}
              stage={plan.stage}
              look={look}
              color={color}
              hatched={blocked}
              name={seatName}
              onActivate={(i) => paintSeats([i])}
              label={t.mapLabel(plan.hallName)}
            />
            <ul className={styles.legend} aria-hidden="true">
              <li>
                <span className={styles.swatch} style={{ background: hatched('#8a93a6') }} />
                {t.legendBlocked}
              </li>
              <li>
                <span className={`${styles.swatch} ${styles.swatchEmpty}`} />
                {t.legendUnpainted}
              </li>
              {held.size > 0 ? (
                <li>
                  <span className={`${styles.swatch} ${styles.swatchHeld}`}>✕</span>
                  {t.legendHeld}
                </li>
              ) : null}
            </ul>

            <fieldset className={styles.tool}>
              <legend className={styles.toolTitle}>{t.byRows}</legend>
              <p className={formStyles.hint}>{t.byRowsHint}</p>
              {rows.map((section) => {
                const ids = section.rows.map((r) => r.id);
                const all = ids.every((rowId) => chosenRows.has(rowId));
                return (
                  <div key={section.name} className={styles.rowSection}>
                    <label className={styles.rowCheck}>
                      <input
                        type="checkbox"
                        checked={all}
                        onChange={(event) => toggleRows(ids, event.target.checked)}
                      />
                      <strong>{section.name ? t.wholeSection(section.name) : t.noSectionName}</strong>
                    </label>
                    <div className={styles.rowChecks}>
                      {section.rows.map((row) => (
                        <label key={row.id} className={styles.rowCheck}>
                          <input
                            type="checkbox"
                            checked={chosenRows.has(row.id)}
                            onChange={(event) => toggleRows([row.id], event.target.checked)}
                            aria-label={t.rowLabel(section.name, row.row)}
                          />
                          <span aria-hidden="true">{t.rowOption(row.row, row.seats.length)}</span>
                        </label>
                      ))}
                    </div>
                  </div>
                );
              })}
              <Button variant="secondary" onClick={paintChosenRows} disabled={chosenRows.size === 0}>
                {t.paintRows(chosenRows.size)}
              </Button>
            </fieldset>

            <fieldset className={styles.tool}>
              <legend className={styles.toolTitle}>{t.byRange}</legend>
              <div className={styles.rangeFields}>
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor="plan-range-row">
                    {t.rangeRow}
                  </label>
                  <select
                    id="plan-range-row"
                    className={formStyles.control}
                    value={rangeRow}
                    onChange={(event) => {
                      setRangeRow(event.target.value);
                      setRangeError(null);
                    }}
                  >
                    {allRows.map((row) => (
                      <option key={row.id} value={row.id}>
                        {t.rangeRowOption(t.rowLabel(row.section, row.row), row.min, row.max)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor="plan-range-from">
                    {t.rangeFrom}
                  </label>
                  <input
                    id="plan-range-from"
                    className={formStyles.control}
                    inputMode="numeric"
                    autoComplete="off"
                    value={rangeFrom}
                    aria-invalid={rangeError ? true : undefined}
                    aria-describedby={rangeError ? 'plan-range-error' : undefined}
                    onChange={(event) => {
                      setRangeFrom(event.target.value.replace(/\D/g, '').slice(0, 3));
                      setRangeError(null);
                    }}
                  />
                </div>
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor="plan-range-to">
                    {t.rangeTo}
                  </label>
                  <input
                    id="plan-range-to"
                    className={formStyles.control}
                    inputMode="numeric"
                    autoComplete="off"
                    value={rangeTo}
                    aria-invalid={rangeError ? true : undefined}
                    aria-describedby={rangeError ? 'plan-range-error' : undefined}
                    onChange={(event) => {
                      setRangeTo(event.target.value.replace(/\D/g, '').slice(0, 3));
                      setRangeError(null);
                    }}
                  />
                </div>
                <Button variant="secondary" onClick={paintRange} className={styles.rangeButton}>
                  {t.paintRange}
                </Button>
              </div>
              <FieldError id="plan-range" message={rangeError ?? undefined} />
            </fieldset>
          </Section>
        </div>
      </div>

      <Section
        title={t.release}
        description={wheelchairs + companions > 0 ? t.releaseHint(wheelchairs, companions) : undefined}
      >
        <Field id={id('release')} label={t.releaseHours} group error={errorOf('releaseHours')}>
          <div className={styles.releaseChoices}>
            <label className={formStyles.choice}>
              <input type="radio" value="hours" {...form.register('release')} />
              {t.releaseHoursOption}
            </label>
            {release === 'hours' ? (
              <DigitsController
                form={form}
                name="releaseHours"
                maxDigits={4}
                unit={t.releaseUnit}
                className={styles.releaseHours}
                {...aria('releaseHours')}
                aria-label={t.releaseHours}
              />
            ) : null}
            <label className={formStyles.choice}>
              <input type="radio" value="never" {...form.register('release')} />
              {t.releaseNever}
            </label>
          </div>
        </Field>
      </Section>

      <Section title={t.summary}>
        <table className={styles.summary}>
          <thead>
            <tr>
              <th scope="col">{t.summaryGrade}</th>
              <th scope="col">{t.summaryPrice}</th>
              <th scope="col">{t.summarySeats}</th>
            </tr>
          </thead>
          <tbody>
            {grades.map((g, i) => (
              <tr key={g.id}>
                <th scope="row">
                  <span className={styles.swatch} style={{ background: g.color }} aria-hidden="true" />
                  {gradeName(i)}
                </th>
                <td>{g.price ? t.won(n(Number(g.price))) : '–'}</td>
                <td>{t.seats(n(counts.byGrade.get(g.id)?.forSale ?? 0))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t.forSale}
              </th>
              <td data-testid="plan-for-sale">{t.seats(n(counts.forSale))}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t.blockedTotal}
              </th>
              <td>{t.seats(n(counts.blocked))}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t.unpainted}
              </th>
              <td>{t.seats(n(counts.unpainted))}</td>
            </tr>
          </tfoot>
        </table>
      </Section>

      <FormErrorNotice className={`${formStyles.banner} ${formStyles.bannerError}`} message={kit.formError} />
      <FormActions busy={busy} submitLabel={busy ? t.saving : t.save} onCancel={onCancel} />
      {kit.dialogs}
    </form>
  );
}

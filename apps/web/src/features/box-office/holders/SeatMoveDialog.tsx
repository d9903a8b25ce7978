/**
 * 좌석 변경 (docs/product.md#assigned-seats): a manager moves a live holder of a seated schedule to other seats, or
 * restores an expired one into other seats when its own were taken (되살리기, or 입금 확인, which restores it first). The dialog shows the holder's seats, and the
 * manager picks as many seats as the holder has tickets on the hall's map or, with native controls, from lists
 * (구역 → 열 → 좌석); blocked seats (운영석) are open to managers. A seat another reservation took first (409
 * SEAT_TAKEN) is named and left out; the other picks stay.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { SEATING_MESSAGES, seatsLabel, type Holder, type SeatPlan } from '@moa/contract';
import { Button } from '../../../components/Button';
import formStyles from '../../../components/form/Form.module.css';
import { Modal } from '../../../components/Modal';
import { SeatGrid, type SeatLook } from '../../../components/seats/SeatGrid';
import { isApiError } from '../../../lib/api-client';
import { manageKo } from '../../../text/ko-manage';
import { seatPlanQuery } from './api';
import styles from './SeatMoveDialog.module.css';

const t = manageKo.seatMove;

export interface SeatMoveTarget {
  holder: Holder;
  /**
   * move: a live holder to other seats; restore: an expired one into other seats than its own; pay: the same for
   * 입금 확인 of an expired one (restored into the seats, then marked paid).
   */
  mode: 'move' | 'restore' | 'pay';
  /** restore, pay: the holder's seats another reservation holds now; the server's words for it. */
  gone?: { seats: string[]; message: string };
}

interface Props {
  target: SeatMoveTarget | null;
  busy: boolean;
  onClose: () => void;
  /** Sends the seats; a refusal it cannot place in the dialog is the caller's to tell (it rejects with it). */
  onSubmit: (target: SeatMoveTarget, seats: string[]) => Promise<void>;
  /** A failure the dialog does not explain itself (a lost session, a server fault). */
  onFailure: (error: unknown) => void;
}

const TITLE = { move: t.title, restore: t.restoreTitle, pay: t.payTitle };
const LEAD = { move: t.lead, restore: t.restoreLead, pay: t.payLead };
const SUBMIT = { move: t.submit, restore: t.restoreSubmit, pay: t.paySubmit };

export function SeatMoveDialog({ target, busy, onClose, onSubmit, onFailure }: Props) {
  const holder = target?.holder;
  const title = !holder ? '' : TITLE[target.mode](holder.name);
  return (
    <Modal open={target !== null} onClose={busy ? () => {} : onClose} title={title} size="wide">
      {target ? (
        <SeatMoveBody
          key={`${target.mode}-${target.holder.reservationId}`}
          target={target}
          busy={busy}
          onClose={onClose}
          onSubmit={onSubmit}
          onFailure={onFailure}
        />
      ) : null}
    </Modal>
  );
}

interface PlanIndex {
  grade: Map<string, number>;
  block: Map<string, string>;
  sections: string[];
}

function indexPlan(plan: SeatPlan): PlanIndex {
  const grade = new Map<string, number>();
  plan.grades.forEach((g, i) => g.seats.forEach((k) => grade.set(k, i)));
  const block = new Map<string, string>();
  plan.blocks.forEach((b) => b.seats.forEach((k) => block.set(k, b.label)));
  return { grade, block, sections: [...new Set(plan.seats.map((s) => s.section))] };
}

const label = (key: string) => seatsLabel([key]);

function SeatMoveBody({ target, busy, onClose, onSubmit, onFailure }: Props & { target: SeatMoveTarget }) {
  const { holder, mode, gone } = target;
  const need = holder.ticketNumber;
  const planQuery = useQuery(seatPlanQuery(holder.scheduleId));
  const plan = planQuery.data;
  const index = useMemo(() => (plan ? indexPlan(plan) : null), [plan]);
  const goneSet = new Set(gone?.seats ?? []);
  const [picked, setPicked] = useState<string[]>(() =>
    mode === 'move' ? [...holder.seats] : holder.seats.filter((k) => !goneSet.has(k)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [reveal, setReveal] = useState<number | null>(null);
  const problemId = useId();

  // Seats other reservations hold: the plan's held ones but this holder's own (a live holder holds its seats).
  const others = useMemo(() => {
    const mine = new Set(mode === 'move' ? holder.seats : []);
    return new Set((plan?.held ?? []).filter((k) => !mine.has(k)));
  }, [plan, mode, holder.seats]);

  const choosable = (key: string) => index !== null && index.grade.has(key) && !others.has(key);

  const toggle = (key: string) => {
    setProblem(null);
    if (picked.includes(key)) {
      setPicked(picked.filter((k) => k !== key));
      return;
    }
    add(key);
  };
  const add = (key: string) => {
    setProblem(null);
    if (picked.includes(key) || !choosable(key)) return;
    if (picked.length >= need) {
      setProblem(t.full(need));
      return;
    }
    setPicked([...picked, key]);
  };

  const submit = async () => {
    if (busy) return;
    if (picked.length !== need) {
      setProblem(t.needMore(need));
      return;
    }
    if (mode === 'move' && [...picked].sort().join() === [...holder.seats].sort().join()) {
      setProblem(t.unchanged);
      return;
    }
    setProblem(null);
    try {
      await onSubmit(target, picked);
    } catch (error) {
      if (isApiError(error) && error.code === 'SEAT_TAKEN') {
        const taken = error.extra.takenSeats ?? [];
        setPicked((now) => now.filter((k) => !taken.includes(k)));
        setProblem(
          `${taken.length > 0 ? SEATING_MESSAGES.seatTaken(seatsLabel(taken)) : error.message} ${t.takenKept}`,
        );
        void planQuery.refetch();
      } else if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        setProblem(error.fieldErrors.seats ?? error.message);
      } else {
        onFailure(error);
      }
    }
  };

  const gradeName = (key: string) => {
    const g = index?.grade.get(key);
    return g === undefined ? null : (plan?.grades[g]?.name ?? null);
  };
  const seatLabel = (key: string) => {
    const blocked = index?.block.get(key);
    return blocked ? `${label(key)} (${blocked})` : label(key);
  };

  return (
    <div className={styles.body}>
      {gone ? (
        <p className={styles.gone} role="alert">
          {gone.message}
        </p>
      ) : null}
      <p className={styles.lead}>{LEAD[mode](need)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t.current}</dt>
          <dd>{seatsLabel(holder.seats)}</dd>
        </div>
        {gone ? (
          <div>
            <dt>{t.gone}</dt>
            <dd>{seatsLabel(gone.seats)}</dd>
          </div>
        ) : null}
      </dl>

      <section className={styles.picked} aria-labelledby={`${problemId}-picked`}>
        <h3 id={`${problemId}-picked`} className={styles.subTitle}>
          {t.picked(picked.length, need)}
        </h3>
        {picked.length === 0 ? (
          <p className={styles.muted}>{t.pickedNone}</p>
        ) : (
          <ul className={styles.chips}>
            {picked.map((key) => (
              <li key={key} className={styles.chip}>
                <span>{seatLabel(key)}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => toggle(key)}
                  aria-label={t.remove(label(key))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p id={problemId} className={styles.problem} role="alert">
        {problem ?? ''}
      </p>

      {planQuery.isError ? (
        <div className={styles.loadError}>
          <p>{t.loadFailed}</p>
          <Button variant="secondary" size="small" onClick={() => void planQuery.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : !plan || !index ? (
        <p className={styles.muted} role="status">
          {t.loading}
        </p>
      ) : (
        <>
          <ul className={styles.legend} aria-label={t.legendLabel}>
            {plan.grades.map((g) => (
              <li key={g.name}>
                <span className={styles.swatch} style={{ background: g.color }} aria-hidden="true" />
                {t.gradeLegend(g.name, g.price)}
              </li>
            ))}
            {plan.blocks.map((b) => (
              <li key={b.label}>
                <span className={`${styles.swatch} ${styles.swatchBlock}`} aria-hidden="true" />
                {t.blockLegend(b.label)}
              </li>
            ))}
          </ul>
          <div className={styles.map}>
            <SeatGrid
              seats={plan.seats}
              stage={plan.stage}
              label={t.gridLabel(plan.hallName)}
              reveal={reveal}
              look={(i): SeatLook => {
                const key = plan.seats[i]!.key;
                if (picked.includes(key)) return 'selected';
                if (others.has(key)) return 'taken';
                if (!index.grade.has(key)) return 'off';
                return 'free';
              }}
              color={(i) => {
                const key = plan.seats[i]!.key;
                const g = index.grade.get(key);
                // a blocked seat (운영석) in the plain seat colour: a manager's seat, not one on sale
                return g === undefined || index.block.has(key) ? undefined : plan.grades[g]?.color;
              }}
              name={(i) => {
                const key = plan.seats[i]!.key;
                const state = picked.includes(key)
                  ? t.statePicked
                  : others.has(key)
                    ? t.stateTaken
                    : !index.grade.has(key)
                      ? t.stateOff
                      : t.stateFree;
                return t.seatName(seatLabel(key), gradeName(key), state);
              }}
              onActivate={(i) => toggle(plan.seats[i]!.key)}
            />
          </div>
          <ListPicker
            plan={plan}
            index={index}
            isMine={(key) => mode === 'move' && holder.seats.includes(key)}
            taken={others}
            onAdd={(key) => {
              add(key);
              setReveal(plan.seats.findIndex((s) => s.key === key));
            }}
          />
        </>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          autoFocus
          onClick={() => void submit()}
          aria-disabled={busy || undefined}
          aria-describedby={problem ? problemId : undefined}
        >
          {busy ? t.working : SUBMIT[mode]}
        </Button>
      </div>
    </div>
  );
}

/** The keyboard's and the screen reader's way to a seat: 구역, 열 and 좌석 as native selects, then 추가. */
function ListPicker({
  plan,
  index,
  taken,
  isMine,
  onAdd,
}: {
  plan: SeatPlan;
  index: PlanIndex;
  taken: ReadonlySet<string>;
  isMine: (key: string) => boolean;
  onAdd: (key: string) => void;
}) {
  const id = useId();
  const [section, setSection] = useState(index.sections[0] ?? '');
  const rows = useMemo(
    () => [...new Set(plan.seats.filter((s) => s.section === section).map((s) => s.row))],
    [plan, section],
  );
  const [row, setRow] = useState(rows[0] ?? '');
  const seats = plan.seats.filter((s) => s.section === section && s.row === row && index.grade.has(s.key));
  const firstFree = seats.find((s) => !taken.has(s.key))?.key ?? '';
  const [seat, setSeat] = useState('');
  const chosen = seats.some((s) => s.key === seat && !taken.has(s.key)) ? seat : firstFree;

  const note = (key: string, kind: string) => {
    const parts: string[] = [];
    if (taken.has(key)) parts.push(t.noteTaken);
    else if (isMine(key)) parts.push(t.noteMine);
    const blocked = index.block.get(key);
    if (blocked) parts.push(blocked);
    if (kind === 'wheelchair') parts.push(t.noteWheelchair);
    if (kind === 'companion') parts.push(t.noteCompanion);
    const g = index.grade.get(key);
    if (g !== undefined && plan.grades[g]) parts.unshift(plan.grades[g].name);
    return parts.join(', ');
  };

  return (
    <fieldset className={styles.list}>
      <legend className={styles.subTitle}>{t.listTitle}</legend>
      <div className={styles.listRow}>
        {index.sections.length > 1 || index.sections[0] ? (
          <div className={styles.listField}>
            <label htmlFor={`${id}-section`} className={formStyles.label}>
              {t.section}
            </label>
            <select
              id={`${id}-section`}
              className={formStyles.control}
              value={section}
              onChange={(e) => {
                const next = e.target.value;
                setSection(next);
                setRow(plan.seats.find((s) => s.section === next)?.row ?? '');
                setSeat('');
              }}
            >
              {index.sections.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.listField}>
          <label htmlFor={`${id}-row`} className={formStyles.label}>
            {t.row}
          </label>
          <select
            id={`${id}-row`}
            className={formStyles.control}
            value={row}
            onChange={(e) => {
              setRow(e.target.value);
              setSeat('');
            }}
          >
            {rows.map((r) => (
              <option key={r} value={r}>
                {t.rowOption(r)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.listField}>
          <label htmlFor={`${id}-seat`} className={formStyles.label}>
            {t.seat}
          </label>
          <select
            id={`${id}-seat`}
            className={formStyles.control}
            value={chosen}
            onChange={(e) => setSeat(e.target.value)}
          >
            {seats.map((s) => (
              <option key={s.key} value={s.key} disabled={taken.has(s.key)}>
                {t.seatOption(s.number, note(s.key, s.kind))}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className={styles.listAdd}
          onClick={() => chosen && onAdd(chosen)}
          aria-disabled={!chosen || undefined}
        >
          {t.add}
        </Button>
      </div>
    </fieldset>
  );
}

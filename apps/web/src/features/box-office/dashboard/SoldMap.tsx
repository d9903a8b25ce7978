/**
 * The dashboard's sold map (docs/product.md#assigned-seats): a seated schedule's hall with the seats live
 * reservations hold (paid or not) crossed, the rest in their grade's colour, blocked seats hatched — read-only, one
 * schedule at a time when the show has several seated ones.
 */
import { useQuery } from '@tanstack/react-query';
import { seatsLabel, type DashboardSchedule, type SeatPlan } from '@moa/contract';
import { useId, useMemo, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { SeatGrid, type SeatLook } from '../../../components/seats/SeatGrid';
import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { seatPlanQuery } from '../holders/api';
import styles from './ShowDashboardScreen.module.css';

const d = manageKo.holderMoney.dashboard;

function PlanMap({ plan, order }: { plan: SeatPlan; order: number }) {
  const index = useMemo(() => {
    const grade = new Map<string, number>();
    plan.grades.forEach((g, i) => g.seats.forEach((key) => grade.set(key, i)));
    const blocked = new Set(plan.blocks.flatMap((b) => b.seats));
    return { grade, blocked, held: new Set(plan.held) };
  }, [plan]);
  const look = (i: number): SeatLook => {
    const key = plan.seats[i]!.key;
    if (index.held.has(key)) return 'taken';
    return index.grade.has(key) ? 'free' : 'off';
  };
  const gradeOf = (i: number) => {
    const g = index.grade.get(plan.seats[i]!.key);
    return g === undefined ? null : plan.grades[g]!;
  };
  const state = (i: number) => {
    const key = plan.seats[i]!.key;
    if (index.held.has(key)) return d.soldMapHeld;
    if (index.blocked.has(key)) return d.soldMapBlocked;
    return index.grade.has(key) ? d.soldMapOpen : d.soldMapOff;
  };
  return (
    <SeatGrid
      seats={plan.seats}
      stage={plan.stage}
      look={look}
      color={(i) => gradeOf(i)?.color}
      hatched={(i) => index.blocked.has(plan.seats[i]!.key)}
      name={(i) => d.soldMapSeat(seatsLabel([plan.seats[i]!.key]), gradeOf(i)?.name ?? null, state(i))}
      label={d.soldMapLabel(order)}
    />
  );
}

export function SoldMap({ schedules }: { schedules: readonly DashboardSchedule[] }) {
  const seated = schedules.filter((s) => s.grades.length > 0);
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const schedule = seated.find((s) => s.scheduleId === chosen) ?? seated[0];
  const query = useQuery({ ...seatPlanQuery(schedule?.scheduleId ?? 0), enabled: schedule !== undefined });
  if (!schedule) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.soldMap}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {d.soldMapTitle}
        </h2>
        {seated.length > 1 ? (
          <div className={styles.soldMapPick}>
            <label htmlFor={`${id}-schedule`}>{d.soldMapSchedule}</label>
            <select
              id={`${id}-schedule`}
              value={schedule.scheduleId}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {seated.map((s) => (
                <option key={s.scheduleId} value={s.scheduleId}>
                  {ko.format.order(s.order)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className={styles.lead}>{d.soldMapLead}</p>
      {query.isPending ? (
        <Skeleton height={240} radius="var(--radius-lg)" />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          texts={{ failed: d.soldMapLoadFailed }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <PlanMap plan={query.data} order={schedule.order} />
      )}
    </section>
  );
}

/**
 * Sales per day as a bar chart drawn in SVG at the width it is given (so it reads at 375 px as at 1440 px): each
 * day's tickets, the paid ones darker, with a few gridlines and the first, middle and last dates. The numbers are
 * also a table behind 표로 보기, for screen readers and for reading exact figures.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { SalesDay } from '@moa/contract';
import { formatNumber } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { NumberHeads } from './ScheduleFigures';
import styles from './ShowDashboardScreen.module.css';

const d = manageKo.holderMoney.dashboard;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** A round top for the axis: 1, 2, 5 × 10ⁿ at or above the largest day. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

const dayLabel = (date: string) => `${date.slice(5, 7)}.${date.slice(8, 10)}`;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const { ref, width: measured } = useWidth();
  const width = Math.max(280, measured || 640);
  const total = days.reduce((n, day) => n + day.tickets, 0);
  const top = niceMax(Math.max(0, ...days.map((day) => day.tickets)));
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = days.length > 0 ? plotW / days.length : plotW;
  const bar = Math.max(1, Math.min(28, slot * 0.7));
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;
  const ticks = [0, top / 2, top];
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  const peak = days.reduce<SalesDay | null>(
    (best, day) => (!best || day.tickets > best.tickets ? day : best),
    null,
  );

  return (
    <figure className={styles.chart}>
      <div ref={ref} className={styles.chartBox}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={d.chartLabel(days.length, formatNumber(total))}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text
                x={PAD.left - 6}
                y={y(tick)}
                className={styles.axis}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {formatNumber(Math.round(tick))}
              </text>
            </g>
          ))}
          {days.map((day, i) => {
            const x = PAD.left + i * slot + (slot - bar) / 2;
            return (
              <g key={day.date}>
                {[
                  { tickets: day.tickets, className: styles.barAll },
                  { tickets: day.paidTickets, className: styles.barPaid },
                ].map(({ tickets, className }) => (
                  <rect
                    key={className}
                    x={x}
                    y={y(tickets)}
                    width={bar}
                    height={y(0) - y(tickets)}
                    className={className}
                  />
                ))}
                {labelled.has(i) ? (
                  <text x={x + bar / 2} y={HEIGHT - 8} className={styles.axis} textAnchor="middle">
                    {dayLabel(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={styles.legend}>
        <span>
          <span className={`${styles.swatch} ${styles.swatchAll}`} aria-hidden="true" />
          {d.legendTickets}
        </span>
        <span>
          <span className={`${styles.swatch} ${styles.swatchPaid}`} aria-hidden="true" />
          {d.legendPaid}
        </span>
        {peak && peak.tickets > 0 ? (
          <span>{d.peak(dayLabel(peak.date), formatNumber(peak.tickets))}</span>
        ) : null}
      </figcaption>
      <details className={styles.tableToggle}>
        <summary>{d.tableToggle}</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{d.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{d.date}</th>
                <NumberHeads labels={[d.reservations, d.tickets, d.paidTickets]} />
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td className={styles.num}>{formatNumber(day.reservations)}</td>
                  <td className={styles.num}>{formatNumber(day.tickets)}</td>
                  <td className={styles.num}>{formatNumber(day.paidTickets)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

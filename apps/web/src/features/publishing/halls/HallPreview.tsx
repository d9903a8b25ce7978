/**
 * The live preview of a hall's drawing (docs/product.md#halls): what parseHallText, the parser the server also runs,
 * reads from the text — the stage, each section with its rows and seats, the seat count against the limit — or
 * every problem it found, each with its line; choosing one moves the caret to that line.
 */
import {
  LIMITS,
  STAGE_LABELS,
  hallSeats,
  type HallParse,
  type HallRow,
  type ParsedHall,
} from '@moa/contract';
import { formatNumber } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from './HallPreview.module.css';

const t = manageKo.halls;

export interface HallPreviewProps {
  /** The parser's reading of the text; null while nothing is drawn. */
  parse: HallParse | null;
  onGoToLine: (line: number) => void;
}

const KIND_CLASS = { seat: styles.seat, wheelchair: styles.wheelchair, companion: styles.companion } as const;
const KIND_MARK = { seat: '', wheelchair: 'W', companion: 'C' } as const;

function RowCells({ row }: { row: HallRow }) {
  const byX = new Map(row.seats.map((s) => [s.x, s]));
  return (
    <span className={styles.cells}>
      {[...row.cells].map((cell, x) => {
        const seat = byX.get(x);
        if (seat)
          return (
            <span key={x} className={`${styles.cell} ${KIND_CLASS[seat.kind]}`} title={seat.key}>
              {KIND_MARK[seat.kind]}
            </span>
          );
        return <span key={x} className={`${styles.cell} ${cell === '_' ? styles.aisle : styles.gap}`} />;
      })}
    </span>
  );
}

function HallMap({ hall }: { hall: ParsedHall }) {
  const cols = Math.max(1, ...hall.sections.flatMap((s) => s.rows.map((r) => [...r.cells].length)));
  const stage = <div className={styles.stage}>{t.stageWord}</div>;
  const label = t.previewLabel(formatNumber(hall.seatCount), hall.sections.length, STAGE_LABELS[hall.stage]);
  return (
    <div className={styles.mapBox}>
      {/* one picture for assistive technology: its summary is the label, the parts are in the list below it */}
      <div className={styles.map} data-stage={hall.stage} role="img" aria-label={label}>
        {hall.stage === 'top' || hall.stage === 'left' ? stage : null}
        <div className={styles.sections} style={{ '--cols': cols } as React.CSSProperties}>
          {hall.sections.map((section) => (
            <div key={section.line} className={styles.section}>
              {section.name ? <p className={styles.sectionName}>{section.name}</p> : null}
              {section.rows.map((row) => (
                <div key={row.line} className={styles.row}>
                  <span className={styles.rowLabel}>{row.label ?? ''}</span>
                  <RowCells row={row} />
                  <span className={styles.rowLabel}>{row.label ?? ''}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
        {hall.stage === 'bottom' || hall.stage === 'right' ? stage : null}
      </div>
    </div>
  );
}

function HallFacts({ hall }: { hall: ParsedHall }) {
  const seats = hallSeats(hall);
  const wheelchair = seats.filter((s) => s.kind === 'wheelchair').length;
  const companion = seats.filter((s) => s.kind === 'companion').length;
  return (
    <>
      <ul className={styles.facts}>
        <li>{t.stageAt(STAGE_LABELS[hall.stage])}</li>
        <li>{t.kinds(wheelchair, companion)}</li>
      </ul>
      <ul className={styles.sectionList}>
        {hall.sections.map((section) => {
          const count = section.rows.reduce((n, r) => n + r.seats.length, 0);
          const rows = section.rows.filter((r) => r.label !== null).length;
          return (
            <li key={section.line}>
              <strong>{section.name || t.noName}</strong> {t.rows(rows)} ·{' '}
              {t.sectionSeats(formatNumber(count))} ·{' '}
              {section.numbering === 'rightToLeft' ? t.rightToLeft : t.leftToRight}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Legend() {
  return (
    <ul className={styles.legend} aria-hidden="true">
      <li>
        <span className={`${styles.cell} ${styles.seat}`} /> {t.legendSeat}
      </li>
      <li>
        <span className={`${styles.cell} ${styles.wheelchair}`}>W</span> {t.legendWheelchair}
      </li>
      <li>
        <span className={`${styles.cell} ${styles.companion}`}>C</span> {t.legendCompanion}
      </li>
    </ul>
  );
}

export function HallPreview({ parse, onGoToLine }: HallPreviewProps) {
  const count = parse?.ok ? parse.hall.seatCount : null;
  return (
    <section className={styles.preview} aria-labelledby="hall-preview-heading">
      <div className={styles.head}>
        <h2 id="hall-preview-heading" className={styles.title}>
          {t.preview}
        </h2>
        <p className={styles.count}>
          {t.count(count === null ? '–' : formatNumber(count), formatNumber(LIMITS.hallSeatsMax))}
        </p>
      </div>
      {parse === null ? <p className={styles.empty}>{t.previewEmptyNarrow}</p> : null}
      {parse?.ok ? (
        <>
          <HallMap hall={parse.hall} />
          <Legend />
          <HallFacts hall={parse.hall} />
        </>
      ) : null}
      {parse && !parse.ok ? (
        <div className={styles.errors} role="group" aria-labelledby="hall-errors-heading">
          <h3 id="hall-errors-heading" className={styles.errorsTitle}>
            {t.errorsTitle(parse.errors.length)}
            <span className={styles.errorsHint}>{t.errorsHint}</span>
          </h3>
          <ul className={styles.errorList}>
            {parse.errors.map((issue, i) => (
              <li key={`${issue.line ?? 0}-${i}`}>
                {issue.line ? (
                  <button
                    type="button"
                    className={styles.errorButton}
                    onClick={() => onGoToLine(issue.line!)}
                  >
                    <span className={styles.errorLine}>{t.lineLabel(issue.line)}</span>
                    <span>{issue.message}</span>
                  </button>
                ) : (
                  <p className={styles.errorButton}>
                    <span className={styles.errorLine}>{t.wholeHall}</span>
                    <span>{issue.message}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import { useId, useState } from 'react';
import type { ColumnMapping, StatementMapping } from '@moa/contract';
import { Button } from '../../../components/Button';
import { Row } from '../../../components/Row';
import { manageKo } from '../../../text/ko-manage';
import styles from './Deposits.module.css';
import { initialMapping, MAPPING_ROLES, toColumnMapping, type MappingDraft, type MappingRole } from './model';

const t = manageKo.deposits;

/**
 * The column-mapping step: the server could not find the statement's columns by their headers, so the manager picks
 * the header row and which column holds what, looking at the file's first rows; the file is then read again.
 */
export function MappingSection({
  mapping,
  busy,
  onSubmit,
  onCancel,
}: {
  mapping: StatementMapping;
  busy: boolean;
  onSubmit: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<MappingDraft>(() => initialMapping(mapping));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const header = mapping.preview.find((r) => r.row === draft.headerRow);
  const columns = Array.from({ length: mapping.columnCount }, (_, i) => i);
  const setColumn = (role: MappingRole, value: string) => {
    setProblem(null);
    setDraft((d) => ({ ...d, columns: { ...d.columns, [role]: value === '' ? undefined : Number(value) } }));
  };
  const submit = () => {
    const m = toColumnMapping(draft);
    if (!m) return setProblem(t.mappingIncomplete);
    onSubmit(m);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.sectionTitle}>
        {t.mappingTitle}
      </h2>
      <p className={styles.hint}>{t.mappingLead}</p>
      <div className={styles.mappingGrid}>
        <label className={styles.select}>
          <span className={styles.label}>{t.headerRow}</span>
          <select
            className={styles.control}
            value={draft.headerRow}
            onChange={(e) => setDraft((d) => ({ ...d, headerRow: Number(e.target.value) }))}
          >
            <option value={0}>{t.noHeaderRow}</option>
            {mapping.preview.map((r) => (
              <option key={r.row} value={r.row}>
                {t.headerRowOption(r.row)}
              </option>
            ))}
          </select>
        </label>
        {MAPPING_ROLES.map((role) => (
          <label key={role} className={styles.select}>
            <span className={styles.label}>{t.roles[role]}</span>
            <select
              className={styles.control}
              value={draft.columns[role] ?? ''}
              onChange={(e) => setColumn(role, e.target.value)}
            >
              <option value="">{t.noColumn}</option>
              {columns.map((i) => (
                <option key={i} value={i}>
                  {t.column(i, header?.cells[i] ?? '')}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t.previewCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.rowNumber}</th>
              {columns.map((i) => (
                <th key={i} scope="col">
                  {t.column(i, '')}
                  {MAPPING_ROLES.filter((r) => draft.columns[r] === i).map((r) => (
                    <span key={r} className={styles.roleTag}>
                      {t.roles[r]}
                    </span>
                  ))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {mapping.preview.map((r) => (
              <tr key={r.row} className={r.row === draft.headerRow ? styles.headerRow : undefined}>
                <th scope="row">{r.row}</th>
                {columns.map((i) => (
                  <td key={i}>{r.cells[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Row gap={2} justify="end" wrap>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button onClick={submit} disabled={busy} aria-busy={busy}>
          {busy ? t.submitting : t.mappingSubmit}
        </Button>
      </Row>
    </section>
  );
}

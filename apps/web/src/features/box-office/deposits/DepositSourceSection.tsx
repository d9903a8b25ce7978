import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Row } from '../../../components/Row';
import { manageKo } from '../../../text/ko-manage';
import type { DepositSource } from './api';
import styles from './Deposits.module.css';

const t = manageKo.deposits;
/** What banks' downloads are named: .xls (BIFF, or an HTML table), .xlsx, CSV and text exports. */
const ACCEPT = [
  '.xls',
  '.xlsx',
  '.csv',
  '.txt',
  '.tsv',
  '.htm',
  '.html',
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/**
 * What to import: a statement file (picked or dropped) or pasted notification text. The server judges the file by
 * its bytes; this only says which file was chosen.
 */
export function DepositSourceSection({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (source: DepositSource) => void;
}) {
  const [tab, setTab] = useState<'file' | 'text'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), text: useId(), problem: useId() };

  const choose = (f: File | undefined | null) => {
    setFile(f ?? null);
    setProblem(null);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tab === 'file') {
      if (!file) return setProblem(t.needFile);
      onSubmit({ kind: 'file', file });
    } else {
      if (text.trim() === '') return setProblem(t.needText);
      onSubmit({ kind: 'text', text });
    }
  };

  return (
    <form className={styles.source} onSubmit={submit} noValidate aria-labelledby="deposit-source-heading">
      <h2 id="deposit-source-heading" className={styles.visuallyHidden}>
        {t.sourceLabel}
      </h2>
      <div className={styles.tabs} role="radiogroup" aria-label={t.sourceLabel}>
        {(['file', 'text'] as const).map((k) => (
          <label key={k} className={`${styles.tab} ${tab === k ? styles.tabOn : ''}`}>
            <input
              type="radio"
              name="deposit-source"
              value={k}
              checked={tab === k}
              onChange={() => {
                setTab(k);
                setProblem(null);
              }}
            />
            {k === 'file' ? t.fileTab : t.textTab}
          </label>
        ))}
      </div>

      {tab === 'file' ? (
        <div
          className={`${styles.drop} ${dragging ? styles.dropOn : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="deposit-drop"
        >
          <p className={styles.dropText}>{t.drop}</p>
          <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
            {t.choose}
          </Button>
          <input
            ref={input}
            id={ids.file}
            type="file"
            accept={ACCEPT}
            className={styles.visuallyHidden}
            aria-label={t.fileInput}
            tabIndex={-1}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <p className={styles.hint}>{file ? t.chosen(file.name) : t.fileHint}</p>
        </div>
      ) : (
        <div className={styles.textField}>
          <label htmlFor={ids.text} className={styles.label}>
            {t.textLabel}
          </label>
          <textarea
            id={ids.text}
            className={styles.textarea}
            rows={7}
            value={text}
            placeholder={t.textPlaceholder}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
          <p className={styles.hint}>{t.textHint}</p>
        </div>
      )}

      {problem ? (
        <p id={ids.problem} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Row gap={2} justify="end" wrap>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </Row>
    </form>
  );
}

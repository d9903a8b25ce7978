/**
 * 파일로 불러오기 (docs/product.md#halls): a CSV of seats makes the hall at once, as the multipart form of
 * POST /mypage/manager/halls; the server draws it as text, which the manager goes on editing. Its refusals come back
 * with the CSV's lines (`rowErrors`) and are listed here.
 */
import { useRef, useState } from 'react';
import type { Hall } from '@moa/contract';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api-client';
import { manageKo } from '../../../text/ko-manage';
import { createHallFromFile } from './api';
import styles from './HallForm.module.css';

const t = manageKo.halls;

export interface HallFileImportProps {
  /** The name typed so far; empty: the name field is pointed out instead. */
  name: () => string;
  onNeedName: () => void;
  onCreated: (hall: Hall) => void;
  disabled?: boolean;
}

export function HallFileImport({ name, onNeedName, onCreated, disabled = false }: HallFileImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    setBusy(true);
    try {
      onCreated(await createHallFromFile(name().trim(), file));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.fileFailed;
      const rows = isApiError(error) ? (error.extra.rowErrors ?? []) : [];
      setFailure({ message, lines: rows.map((r) => t.fileLine(r.row, r.message)) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.fileImport}>
      <Button
        variant="secondary"
        size="small"
        disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby="hall-file-hint"
        onClick={() => {
          if (name().trim() === '') onNeedName();
          else input.current?.click();
        }}
      >
        {busy ? t.fileUploading : t.file}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="hall-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <p id="hall-file-hint" className={styles.toolHint}>
        {t.fileHint}
      </p>
      {failure ? (
        <div className={styles.fileFailure} role="alert">
          <p>{failure.message}</p>
          {failure.lines.length > 0 ? (
            <ul>
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

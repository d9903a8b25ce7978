/**
 * 명단 파일 올리기 (docs/product.md#members): a CSV or XLSX of 이름, 학번 (학과, 연락처, 이메일 when present), sent as
 * the multipart form of POST …/members/import. All rows or none: a refusal names each bad row (`rowErrors`) in the
 * contract's words; a success says how many were added, invited, and already on the roster.
 */
import { useRef, useState } from 'react';
import { Field } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { Modal } from '../../components/Modal';
import { Button } from '../../components/Button';
import { UserIcon } from '../../components/icons';
import { describeError } from '../../lib/api-errors';
import { isApiError } from '../../lib/api-client';
import { openSessionExpired } from '../../lib/session';
import { membersKo } from '../../text/ko-members';
import { ko } from '../../text/ko';
import { importRoster } from './api';
import styles from './Members.module.css';

const t = membersKo.import;

interface Outcome {
  tone: 'done' | 'failed';
  message: string;
  lines: string[];
}

export function RosterImportDialog({
  termId,
  onClose,
  onImported,
}: {
  /** Null: closed. */
  termId: number | null;
  onClose: () => void;
  onImported: (message: string) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const close = () => {
    if (busy) return;
    setOutcome(null);
    onClose();
  };

  const send = async () => {
    const file = input.current?.files?.[0];
    if (termId === null) return;
    if (!file) {
      setOutcome({ tone: 'failed', message: t.pickFirst, lines: [] });
      input.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importRoster(termId, file);
      const message = t.done(result.added, result.invited);
      setOutcome({
        tone: 'done',
        message:
          result.alreadyMembers.length > 0
            ? `${message} ${t.already(result.alreadyMembers.length)}`
            : message,
        lines: result.alreadyMembers.map((r) => t.alreadyRow(r.row, r.name, r.studentId)),
      });
      await onImported(message);
    } catch (error) {
      const described = describeError(error, { failed: t.failed });
      if (described.reaction === 'signIn') {
        setBusy(false);
        onClose();
        openSessionExpired();
        return;
      }
      const message = isApiError(error) && error.message ? error.message : described.message;
      const rows = isApiError(error) ? (error.extra.rowErrors ?? []) : [];
      setOutcome({ tone: 'failed', message, lines: rows.map((r) => t.rowError(r.row, r.message)) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Modal
      open={termId !== null}
      onClose={close}
      dismissible={!busy}
      icon={<UserIcon size={24} />}
      title={t.title}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {ko.common.close}
          </Button>
          <Button onClick={() => void send()} aria-disabled={busy || undefined}>
            {busy ? t.busy : t.submit}
          </Button>
        </>
      }
    >
      <p>{t.lead}</p>
      <div className={styles.dialogForm}>
        <Field id="roster-file" label={t.file} required>
          <input
            ref={input}
            id="roster-file"
            type="file"
            className={formStyles.control}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          />
        </Field>
      </div>
      {outcome ? (
        <div
          role={outcome.tone === 'failed' ? 'alert' : 'status'}
          className={styles[`import_${outcome.tone}`]}
        >
          <p>{outcome.message}</p>
          {outcome.lines.length > 0 ? (
            <ul className={styles.importLines}>
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

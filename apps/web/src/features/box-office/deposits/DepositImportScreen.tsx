import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type {
  ColumnMapping,
  DepositApplyResult,
  DepositImport,
  DepositNameColumn,
  DepositIssue,
  StatementMapping,
} from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { Row } from '../../../components/Row';
import { useAlertDialog, useConfirmDialog } from '../../../components/dialogs';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { keepFocusOn } from '../../../lib/focus';
import { formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { BackLink } from '../../../components/BackLink';
import {
  useDepositApply,
  useDepositImport,
  useDepositNameColumn,
  useDepositReopen,
  useDepositSettle,
  type DepositSource,
} from './api';
import { DepositHistorySection } from './DepositHistorySection';
import { DepositIssuesSection } from './DepositIssuesSection';
import { DepositReviewSection } from './DepositReviewSection';
import { DepositSourceSection } from './DepositSourceSection';
import styles from './Deposits.module.css';
import { MappingSection } from './MappingSection';
import { applyRequest, initialChoice, type Choice, type Totals } from './model';

const t = manageKo.deposits;

type Step =
  | { kind: 'source' }
  | { kind: 'mapping'; file: File; mapping: StatementMapping }
  | { kind: 'review'; result: DepositImport }
  | { kind: 'done'; result: DepositImport; applied: DepositApplyResult };

interface Refusal {
  message: string;
  rows: { row: number; message: string }[];
}

/**
 * /manager/show/{showId}/deposits (docs/product.md#reservation-status): import a statement or pasted notifications,
 * pick the columns when the server asks, review the matches, then apply them after a confirmation. A refused file is
 * explained on the page with the rows it could not read; nothing was stored or applied.
 */
export function DepositImportScreen({ showId }: { showId: string }) {
  useDocumentTitle(t.title);
  const [step, setStep] = useState<Step>({ kind: 'source' });
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const importer = useDepositImport(showId);
  const applier = useDepositApply(showId);
  const reopener = useDepositReopen(showId);
  const nameColumn = useDepositNameColumn(showId);
  const settler = useDepositSettle(showId);
  const { alertFailure, element: alertElement } = useAlertDialog();
  const { confirm, element: confirmElement } = useConfirmDialog();
  /** Each step's outcome (the review's summary, what was applied) is its role="status": focus goes there. */
  const page = useRef<HTMLDivElement>(null);
  const focusOutcome = () => keepFocusOn(() => page.current?.querySelector<HTMLElement>('[role="status"]'));

  const load = (source: DepositSource) => {
    setRefusal(null);
    importer.mutate(source, {
      onSuccess: (result) => {
        setChoice(initialChoice());
        setStep({ kind: 'review', result });
        focusOutcome();
      },
      onError: (error) => {
        // The mapping step is this screen's own reaction to a 422, before the error table (decision 0004).
        if (isApiError(error) && error.code === 'STATEMENT_NEEDS_MAPPING' && source.kind === 'file') {
          const mapping = error.extra.statementMapping;
          if (mapping) return setStep({ kind: 'mapping', file: source.file, mapping });
        }
        const outcome = describeError(error);
        if (outcome.reaction === 'refused') {
          setStep({ kind: 'source' });
          setRefusal({
            message: outcome.message,
            rows: isApiError(error) ? (error.extra.rowErrors ?? []) : [],
          });
        } else void alertFailure(error, t.importFailed);
      },
    });
  };

  const reopen = (importId: number) => {
    setRefusal(null);
    reopener.mutate(importId, {
      onSuccess: (result) => {
        setChoice(initialChoice());
        setStep({ kind: 'review', result });
      },
      onError: (error) => void alertFailure(error, t.historyFailed),
    });
  };

  const switchNameColumn = (importId: number, column: DepositNameColumn) => {
    nameColumn.mutate(
      { importId, column },
      {
        onSuccess: (result) => {
          setChoice(initialChoice());
          setStep({ kind: 'review', result });
          focusOutcome();
        },
        onError: (error) => void alertFailure(error, t.switchFailed),
      },
    );
  };

  const settle = async (issue: DepositIssue, action: 'accept' | 'refund') => {
    const missing = formatWon(issue.expected - issue.received);
    const ok = await confirm(
      action === 'accept'
        ? {
            title: t.acceptConfirmTitle,
            body: t.acceptConfirmBody(issue.name, missing),
            confirmLabel: t.acceptShort,
          }
        : {
            title: t.refundConfirmTitle,
            body: t.refundConfirmBody(issue.name, formatWon(issue.amount)),
            confirmLabel: t.refundShort,
          },
    );
    if (!ok) return;
    settler.mutate(
      { depositId: issue.depositId, action },
      { onError: (error) => void alertFailure(error, t.settleFailed) },
    );
  };

  const apply = async (result: DepositImport, sum: Totals) => {
    const money =
      sum.received !== sum.amount ? ` ${t.confirmMoney(formatWon(sum.received), formatWon(sum.amount))}` : '';
    const ok = await confirm({
      title: t.confirmTitle,
      body: `${t.confirmBody(sum.people, formatWon(sum.amount))}${money}`,
      confirmLabel: t.applyButton,
    });
    if (!ok) return;
    applier.mutate(
      { importId: result.importId, body: applyRequest(choice) },
      {
        onSuccess: (applied) => {
          setChoice(initialChoice());
          setStep({ kind: 'done', result, applied });
          focusOutcome();
        },
        onError: (error) => void alertFailure(error, t.applyFailed),
      },
    );
  };

  const restart = () => {
    setRefusal(null);
    setChoice(initialChoice());
    setStep({ kind: 'source' });
  };

  return (
    <div className={styles.page} ref={page}>
      <BackLink to="/manager/mypage" label={t.backToMyPage} />
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
      </header>

      {step.kind === 'done' ? (
        <div className={styles.done} role="status">
          {step.applied.paid > 0 || step.applied.received === 0 ? (
            <p>
              {t.done(step.applied.paid, formatWon(step.applied.amount))}
              {step.applied.skipped > 0 ? ` ${t.doneSkipped(step.applied.skipped)}` : ''}
            </p>
          ) : null}
          {step.applied.duesPaid > 0 ? (
            <p>{t.doneDues(step.applied.duesPaid, formatWon(step.applied.duesAmount))}</p>
          ) : null}
          {step.applied.received !== step.applied.amount + step.applied.duesAmount ? (
            <p>
              {t.doneReceived(
                formatWon(step.applied.received),
                formatWon(step.applied.amount + step.applied.duesAmount),
              )}
            </p>
          ) : null}
          {step.applied.refundOwed > 0 ? (
            <p>
              {t.doneRefund(step.applied.duplicates + step.applied.over, formatWon(step.applied.refundOwed))}
            </p>
          ) : null}
          {step.applied.short > 0 ? (
            <p>{t.doneShort(step.applied.short, formatWon(step.applied.shortAmount))}</p>
          ) : null}
          <Row gap={2} justify="end" wrap>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={restart}>
              {t.again}
            </button>
            <Link to="/manager/mypage" className={buttonClassName()}>
              {t.backToMyPage}
            </Link>
          </Row>
        </div>
      ) : null}

      {step.kind === 'source' ? (
        <>
          {refusal ? (
            <div className={styles.refusal} role="alert">
              <p>{refusal.message}</p>
              {refusal.rows.length > 0 ? (
                <details>
                  <summary>
                    {t.rowErrorsTitle} ({refusal.rows.length})
                  </summary>
                  <ul>
                    {refusal.rows.map((r) => (
                      <li key={r.row}>{r.message}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </div>
          ) : null}
          <DepositSourceSection busy={importer.isPending} onSubmit={load} />
          <DepositHistorySection
            showId={showId}
            busy={reopener.isPending}
            onOpen={(imp) => reopen(imp.importId)}
          />
        </>
      ) : null}

      {step.kind === 'source' || step.kind === 'done' ? (
        <DepositIssuesSection
          showId={showId}
          busy={settler.isPending}
          onSettle={(issue, action) => void settle(issue, action)}
        />
      ) : null}

      {step.kind === 'mapping' ? (
        <MappingSection
          mapping={step.mapping}
          busy={importer.isPending}
          onSubmit={(mapping: ColumnMapping) => load({ kind: 'file', file: step.file, mapping })}
          onCancel={restart}
        />
      ) : null}

      {step.kind === 'review' ? (
        <DepositReviewSection
          showId={showId}
          result={step.result}
          choice={choice}
          onChange={setChoice}
          onApply={(sum) => void apply(step.result, sum)}
          onNameColumn={(column) => switchNameColumn(step.result.importId, column)}
          busy={applier.isPending}
          switching={nameColumn.isPending}
        />
      ) : null}
      {alertElement}
      {confirmElement}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FinanceLine, LedgerEntryRequest, TermReport } from '@moa/contract';
import { Button } from '../../../components/Button';
import { useAlertDialog, useConfirmDialog } from '../../../components/dialogs';
import { PlusIcon } from '../../../components/icons';
import { PrivateImageDialog, type PrivateImage } from '../../../components/PrivateImageDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { formatDate } from '../../../lib/format';
import { reportKo } from '../../../text/ko-report';
import { dayInTerm } from '../terms';
import { createLedgerEntry, deleteLedgerEntry, downloadReceipt, reportKeys, updateLedgerEntry } from './api';
import { LedgerDialog, type LedgerDialogState } from './LedgerDialog';
import styles from './Report.module.css';

const t = reportKo.finance;

/**
 * 결산: the portal's own lines (ticket sales, deposits owed back, refunds sent, dues) and the treasurer's entries, the
 * totals and the balance to the won; entries are added, changed and deleted here while the ledger is open.
 */
export function FinanceSection({ report, termId }: { report: TermReport; termId: number }) {
  const client = useQueryClient();
  const f = report.finance;
  const [dialog, setDialog] = useState<LedgerDialogState>(null);
  const [receipt, setReceipt] = useState<PrivateImage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirms = useConfirmDialog();
  const alerts = useAlertDialog();
  const refresh = () => client.invalidateQueries({ queryKey: reportKeys.term(termId) });
  const defaultDay = dayInTerm({ startsOn: report.term.startsOn, endsOn: report.term.endsOn });

  const save = async (line: FinanceLine | null, request: LedgerEntryRequest, file: File | undefined) => {
    if (line?.entryId) await updateLedgerEntry(line.entryId, request, file);
    else await createLedgerEntry(termId, request, file);
    setDialog(null);
    await refresh();
    setNotice(t.saved);
  };
  const remove = async (line: FinanceLine) => {
    const ok = await confirms.confirm({
      title: t.removeTitle,
      body: t.removeBody(line.description, line.amount),
      confirmLabel: t.remove,
      tone: 'danger',
    });
    if (!ok || !line.entryId) return;
    try {
      await deleteLedgerEntry(line.entryId);
      await refresh();
      setNotice(t.removed);
    } catch (error) {
      await alerts.alertFailure(error, t.removeFailed, { failed: t.removeFailed });
      await refresh();
    }
  };
  const showReceipt = (line: FinanceLine) =>
    setReceipt({
      key: String(line.entryId),
      title: t.receiptTitle(line.description),
      alt: t.receiptAlt(line.description),
      fetch: () => downloadReceipt(line.entryId!),
    });

  const group = (direction: FinanceLine['direction']) => f.lines.filter((l) => l.direction === direction);
  return (
    <section className={styles.section} aria-labelledby="report-finance">
      <div className={styles.sectionHead}>
        <h2 id="report-finance" className={styles.sectionTitle}>
          {t.title}
        </h2>
        {f.editable ? (
          <Button className={styles.noPrint} onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} /> {t.add}
          </Button>
        ) : null}
        <p className={`${styles.sectionLead} ${styles.noPrint}`}>
          {t.lead}{' '}
          {f.editable ? t.openUntil(formatDate(f.editableUntil)) : t.closed(formatDate(f.editableUntil))}
        </p>
      </div>
      <div className={styles.noPrint}>
        <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      </div>
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.finance}`}>
          <caption className="visually-hidden">{t.caption(report.term.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.date}</th>
              <th scope="col">{t.columns.category}</th>
              <th scope="col">{t.columns.description}</th>
              <th scope="col" className={styles.num}>
                {t.columns.amount}
              </th>
              <th scope="col">{t.columns.evidence}</th>
            </tr>
          </thead>
          {(['income', 'expense'] as const).map((direction) => {
            const lines = group(direction);
            return (
              <tbody key={direction}>
                <tr className={styles.groupRow}>
                  <th scope="colgroup" colSpan={5}>
                    {direction === 'income' ? t.income : t.expense}
                  </th>
                </tr>
                {lines.length === 0 ? (
                  <tr>
                    <td colSpan={5} className={styles.muted}>
                      {t.empty}
                    </td>
                  </tr>
                ) : (
                  lines.map((line) => (
                    <tr key={line.key} className={styles.line}>
                      <td className={styles.lineDate}>
                        {line.date ? formatDate(line.date, { weekday: false }) : ''}
                      </td>
                      <td className={styles.lineCategory}>{line.category}</td>
                      <td className={styles.lineDescription}>{line.description}</td>
                      <td className={`${styles.num} ${styles.lineAmount}`}>{t.won(line.amount)}</td>
                      <td className={styles.lineEvidence}>
                        <Evidence
                          line={line}
                          editable={f.editable}
                          onReceipt={() => showReceipt(line)}
                          onEdit={() => setDialog({ kind: 'edit', line })}
                          onRemove={() => void remove(line)}
                        />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            );
          })}
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.totalIncome}
              </th>
              <td className={styles.num}>{t.won(f.income)}</td>
              <td />
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t.totalExpense}
              </th>
              <td className={styles.num}>{t.won(f.expense)}</td>
              <td />
            </tr>
            <tr className={styles.balanceRow}>
              <th scope="row" colSpan={3}>
                {t.balance}
              </th>
              <td className={styles.num} data-testid="finance-balance">
                {t.won(f.balance)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {f.refundsOwed.count > 0 ? (
        <p className={styles.note}>{t.refundsOwed(f.refundsOwed.count, f.refundsOwed.amount)}</p>
      ) : null}
      <LedgerDialog state={dialog} defaultDay={defaultDay} onClose={() => setDialog(null)} save={save} />
      <PrivateImageDialog
        image={receipt}
        onClose={() => setReceipt(null)}
        texts={{ loading: t.receiptLoading, failed: t.receiptFailed, close: t.close }}
      />
      {confirms.element}
      {alerts.element}
    </section>
  );
}

function Evidence({
  line,
  editable,
  onReceipt,
  onEdit,
  onRemove,
}: {
  line: FinanceLine;
  editable: boolean;
  onReceipt: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  if (line.source !== 'ledger') return <span className={styles.muted}>{t.portal}</span>;
  return (
    <div className={styles.evidence}>
      {line.hasReceipt ? (
        <>
          <button type="button" className={`${styles.linkButton} ${styles.noPrint}`} onClick={onReceipt}>
            {t.receipt}
          </button>
          <span className={styles.printOnly}>{t.receiptAttached}</span>
        </>
      ) : line.noReceiptReason ? (
        <span className={styles.muted}>{t.noReceipt(line.noReceiptReason)}</span>
      ) : null}
      {editable ? (
        <span className={`${styles.rowActions} ${styles.noPrint}`}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={onEdit}
            aria-label={`${line.description} ${t.edit}`}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className={styles.dangerLink}
            onClick={onRemove}
            aria-label={`${line.description} ${t.remove}`}
          >
            {t.remove}
          </button>
        </span>
      ) : null}
    </div>
  );
}

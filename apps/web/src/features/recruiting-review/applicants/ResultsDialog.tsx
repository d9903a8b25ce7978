/**
 * 결과 보내기 (docs/product.md#recruiting-applications): pick the result, write the message (a template: 합격 with the
 * group-chat link, 불합격 in kind words), see how many applicants at that stage will be told and how many were told
 * already, then confirm. The message is checked by the contract's request schema; the server tells nobody twice.
 */
import {
  RESULT_STAGES,
  resultSendRequest,
  type ManagerApplication,
  type ResultSendRequest,
  type ResultStage,
} from '@moa/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/dialogs';
import { Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { Modal } from '../../../components/Modal';
import { ko } from '../../../text/ko';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';

const t = applicationsKo.results;

/** Who a result would go to: applicants at the stage not yet told it, and how many were told already. */
export function recipientsOf(applications: readonly ManagerApplication[], stage: ResultStage) {
  const atStage = applications.filter((a) => a.stage === stage);
  const fresh = atStage.filter((a) => !a.announced.includes(stage));
  return { ids: fresh.map((a) => a.applicationId), told: atStage.length - fresh.length };
}

export interface ResultsDialogProps {
  open: boolean;
  club: string;
  applications: readonly ManagerApplication[];
  onClose: () => void;
  onSend: (body: ResultSendRequest) => Promise<void>;
}

export function ResultsDialog({ open, club, applications, onClose, onSend }: ResultsDialogProps) {
  const [stage, setStage] = useState<ResultStage>('accepted');
  const [link, setLink] = useState('');
  const [message, setMessage] = useState(() => t.templates.accepted(club, ''));
  const [error, setError] = useState<string | undefined>();
  const [step, setStep] = useState<'compose' | 'confirm' | 'sending'>('compose');
  const recipients = recipientsOf(applications, stage);
  const stageName = t.stageOptions[stage];

  const pick = (next: ResultStage, nextLink = link) => {
    setStage(next);
    setMessage(t.templates[next](club, nextLink));
    setError(undefined);
  };
  const next = () => {
    const checked = resultSendRequest.safeParse({ stage, applicationIds: recipients.ids, message });
    if (!checked.success) {
      setError(checked.error.issues.find((i) => i.path[0] === 'message')?.message);
      return;
    }
    setStep('confirm');
  };
  const send = async () => {
    setStep('sending');
    try {
      await onSend({ stage, applicationIds: recipients.ids, message: message.trim() });
    } finally {
      setStep('compose');
    }
  };

  return (
    <>
      <Modal
        open={open && step === 'compose'}
        onClose={onClose}
        title={t.title}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {ko.common.cancel}
            </Button>
            <Button onClick={next} disabled={recipients.ids.length === 0}>
              {t.next}
            </Button>
          </>
        }
      >
        <div className={styles.compose}>
          <p>{t.lead}</p>
          <Field id="results-stage" label={t.stage} group>
            <div className={styles.halves}>
              {RESULT_STAGES.map((s) => (
                <label key={s} className={formStyles.choice}>
                  <input type="radio" name="results-stage" checked={stage === s} onChange={() => pick(s)} />
                  {t.stageOptions[s]}
                </label>
              ))}
            </div>
          </Field>
          {stage === 'accepted' ? (
            <Field id="results-link" label={t.chatLink} optional hint={t.chatLinkHint}>
              <input
                id="results-link"
                type="url"
                inputMode="url"
                className={formStyles.control}
                placeholder="https://open.kakao.com/o/…"
                value={link}
                onChange={(event) => {
                  const nextLink = event.target.value;
                  // the template follows the link until the message is edited by hand
                  if (message === t.templates[stage](club, link.trim())) pick(stage, nextLink.trim());
                  setLink(nextLink);
                }}
              />
            </Field>
          ) : null}
          <Field id="results-message" label={t.message} required error={error}>
            <textarea
              id="results-message"
              className={formStyles.control}
              rows={6}
              value={message}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className={styles.recipients} aria-live="polite">
            {recipients.ids.length === 0 ? (
              <p>{t.nobody}</p>
            ) : (
              <p className={styles.strong}>{t.recipients(recipients.ids.length, stageName)}</p>
            )}
            {recipients.told > 0 ? <p>{t.alreadyTold(recipients.told)}</p> : null}
          </div>
        </div>
      </Modal>
      <ConfirmDialog
        open={open && step !== 'compose'}
        title={t.confirmTitle(recipients.ids.length, stageName)}
        confirmLabel={t.send}
        busy={step === 'sending'}
        busyLabel={t.sending}
        onConfirm={() => void send()}
        onCancel={() => setStep('compose')}
      >
        {t.confirmBody}
      </ConfirmDialog>
    </>
  );
}

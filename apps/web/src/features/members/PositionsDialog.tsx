/**
 * 직책 관리 (docs/product.md#members): each of the club's positions renamed, and marked whether its holders manage
 * the club; each row saved on its own by PUT …/positions/{positionId}, checked by the contract's positionRequest,
 * the server's refusal said on the name's field or under the row.
 */
import { MEMBER_LIMITS, positionRequest, type Position, type PositionRequest } from '@moa/contract';
import { Button } from '../../components/Button';
import { FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { namesFields, useContractForm } from '../../components/form/useContractForm';
import { Modal } from '../../components/Modal';
import { UserIcon } from '../../components/icons';
import { describeError } from '../../lib/api-errors';
import { membersKo } from '../../text/ko-members';
import { ko } from '../../text/ko';
import { updatePosition } from './api';
import styles from './Members.module.css';

const t = membersKo.positions;

export function PositionsDialog({
  open,
  positions,
  onClose,
  onSaved,
}: {
  open: boolean;
  positions: readonly Position[];
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      icon={<UserIcon size={24} />}
      title={t.title}
      size="wide"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {ko.common.close}
        </Button>
      }
    >
      <p>{t.lead}</p>
      <ul className={styles.positionList}>
        {positions.map((p) => (
          <li key={p.positionId}>
            <PositionRow position={p} onSaved={onSaved} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function PositionRow({
  position,
  onSaved,
}: {
  position: Position;
  onSaved: (message: string) => Promise<void>;
}) {
  const kit = useContractForm<PositionRequest, PositionRequest>({
    schema: positionRequest,
    defaultValues: { name: position.name, manages: position.manages },
    fieldOrder: ['name', 'manages'],
    idPrefix: `position-${position.positionId}`,
    announce: 'focus',
    guardUnsaved: false,
  });
  const { formRef, control, errorOf, idOf, busy, formError } = kit;
  const onSubmit = kit.submit({
    save: async (body) => {
      const saved = await updatePosition(position.positionId, body);
      kit.form.reset({ name: saved.name, manages: saved.manages });
      await onSaved(t.saved(saved.name));
    },
    failure: (error) => (namesFields(error) ? null : describeError(error, { failed: t.failed }).message),
  });
  const nameError = errorOf('name');
  return (
    <form ref={formRef} className={styles.positionRow} noValidate onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={idOf('name')}>
        {t.name(position.rank)}
      </label>
      <input
        className={formStyles.control}
        maxLength={MEMBER_LIMITS.positionNameMax}
        {...control('name', { required: true })}
      />
      <label className={styles.choice}>
        <input type="checkbox" {...kit.form.register('manages')} />
        {t.manages}
      </label>
      <Button type="submit" variant="secondary" size="small" aria-disabled={busy || undefined}>
        {busy ? t.saving : t.save}
      </Button>
      {nameError ? (
        <p className={styles.rowError} id={`${idOf('name')}-error`}>
          {nameError}
        </p>
      ) : null}
      <FormErrorNotice className={styles.rowError} message={formError} />
    </form>
  );
}

/**
 * A term's members as a table on wide screens (virtual rows, like the holder table) and as cards at ≤ 600 px: 이름
 * (an invitation marked), 학번, 학과, 연락처, 직책, 상태 (from its day), 회비 and the row's actions.
 */
import { MEMBERSHIP_STATUS_LABELS, type Member } from '@moa/contract';
import { Button } from '../../components/Button';
import { CheckboxLabel } from '../../components/table/CheckboxLabel';
import type { Selection } from '../../components/table/useSelection';
import { useVirtualRows } from '../../components/table/useVirtualRows';
import listStyles from '../../components/table/ListScreen.module.css';
import { formatDate, formatPhone } from '../../lib/format';
import { membersKo } from '../../text/ko-members';
import styles from './Members.module.css';

const t = membersKo.roster;
const d = membersKo.dues;
const ROW_HEIGHT = 52;

export interface RosterRowsProps {
  caption: string;
  members: readonly Member[];
  /** A past term: rows show, nothing changes. */
  readOnly: boolean;
  onEdit: (member: Member) => void;
  onCharge: (member: Member) => void;
  /** The rows' checkboxes for a batch status change; absent on a past term. */
  selection?: Selection<Member>;
}

function PickBox({ member, selection }: { member: Member; selection: Selection<Member> }) {
  return (
    <CheckboxLabel
      checked={selection.has(member.membershipId)}
      aria-label={membersKo.batch.selectLabel(member.name || member.email)}
      onChange={(checked, event) =>
        selection.setOne(member.membershipId, checked, (event.nativeEvent as MouseEvent).shiftKey)
      }
    />
  );
}

function DuesCell({ member }: { member: Member }) {
  const charge = member.charge;
  if (!charge) return <span className={styles.muted}>{t.none}</span>;
  const partial = charge.status === 'unpaid' && charge.paidAmount > 0;
  return (
    <span
      className={`${styles.charge} ${styles[`charge_${charge.status}`] ?? ''}`}
      title={charge.reason || undefined}
    >
      {d.status[charge.status]}
      {partial ? (
        <span className={styles.partial}> {d.partialOf(charge.paidAmount, charge.amount)}</span>
      ) : null}
      {/* the student said 입금했어요: a deposit to look for */}
      {charge.status === 'unpaid' && charge.claimedAt ? (
        <span className={styles.partial}> · {d.claimed}</span>
      ) : null}
    </span>
  );
}

function StatusCell({ member }: { member: Member }) {
  return (
    <span
      className={`${styles.status} ${styles[`status_${member.status}`] ?? ''}`}
      title={member.reason || undefined}
    >
      {MEMBERSHIP_STATUS_LABELS[member.status]}
      <span className={styles.statusDate}> {formatDate(member.statusChangedOn)}</span>
    </span>
  );
}

function NameCell({ member }: { member: Member }) {
  return (
    <>
      <span title={member.name ? undefined : member.email}>{member.name || member.email}</span>
      {member.invited ? (
        <span className={styles.invited} title={t.invitedHint}>
          {t.invited}
        </span>
      ) : null}
    </>
  );
}

function RowActions({
  member,
  readOnly,
  onEdit,
  onCharge,
}: { member: Member } & Omit<RosterRowsProps, 'caption' | 'members' | 'selection'>) {
  if (readOnly) return null;
  const name = member.name || member.email;
  return (
    <span className={styles.rowActions}>
      <Button variant="secondary" size="small" onClick={() => onEdit(member)} aria-label={t.editLabel(name)}>
        {t.edit}
      </Button>
      {member.charge?.status === 'unpaid' ? (
        <Button
          variant="secondary"
          size="small"
          onClick={() => onCharge(member)}
          aria-label={d.chargeLabel(name)}
        >
          {d.chargeOpen}
        </Button>
      ) : null}
    </span>
  );
}

const dash = (value: string) => value || t.none;

export function RosterTable({ caption, members, selection, ...handlers }: RosterRowsProps) {
  const rows = useVirtualRows<HTMLDivElement>(members.length, ROW_HEIGHT);
  const c = t.columns;
  const columns = selection ? 9 : 8;
  return (
    <div ref={rows.ref} className={styles.scroller}>
      <table className={styles.table} aria-rowcount={members.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {selection ? <col style={{ width: '3rem' }} /> : null}
          <col style={{ width: '10rem' }} />
          <col style={{ width: '6.5rem' }} />
          <col style={{ width: '9rem' }} />
          <col style={{ width: '8.5rem' }} />
          <col style={{ width: '5.5rem' }} />
          <col style={{ width: '9rem' }} />
          <col style={{ width: '9rem' }} />
          <col style={{ width: '12rem' }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {selection ? (
              <th scope="col">
                <span className="visually-hidden">{c.pick}</span>
              </th>
            ) : null}
            <th scope="col">{c.name}</th>
            <th scope="col">{c.studentId}</th>
            <th scope="col">{c.department}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col">{c.position}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.dues}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: rows.before }}>
              <td colSpan={columns} />
            </tr>
          ) : null}
          {members.slice(rows.start, rows.end).map((member, i) => (
            <tr key={member.membershipId} aria-rowindex={rows.start + i + 2} style={{ height: ROW_HEIGHT }}>
              {selection ? (
                <td>
                  <PickBox member={member} selection={selection} />
                </td>
              ) : null}
              <th scope="row">
                <NameCell member={member} />
              </th>
              <td>{dash(member.studentId)}</td>
              <td>{dash(member.department)}</td>
              <td>{member.phoneNumber ? formatPhone(member.phoneNumber) : t.none}</td>
              <td>{member.positionName}</td>
              <td>
                <StatusCell member={member} />
              </td>
              <td>
                <DuesCell member={member} />
              </td>
              <td>
                <RowActions member={member} {...handlers} />
              </td>
            </tr>
          ))}
          {rows.after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: rows.after }}>
              <td colSpan={columns} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export function RosterCards({ caption, members, selection, ...handlers }: RosterRowsProps) {
  const c = t.columns;
  return (
    <ul className={listStyles.cards} aria-label={caption}>
      {members.map((member) => (
        <li key={member.membershipId} className={listStyles.card}>
          <div className={styles.cardHead}>
            <div className={styles.pickName}>
              {selection ? <PickBox member={member} selection={selection} /> : null}
              <h3 className={listStyles.cardName}>
                <NameCell member={member} />
              </h3>
            </div>
            <StatusCell member={member} />
          </div>
          <dl className={listStyles.cardFacts}>
            <div>
              <dt>{c.studentId}</dt>
              <dd>{dash(member.studentId)}</dd>
            </div>
            <div>
              <dt>{c.department}</dt>
              <dd>{dash(member.department)}</dd>
            </div>
            <div>
              <dt>{c.phone}</dt>
              <dd>{member.phoneNumber ? formatPhone(member.phoneNumber) : t.none}</dd>
            </div>
            <div>
              <dt>{c.position}</dt>
              <dd>{member.positionName}</dd>
            </div>
            <div>
              <dt>{c.dues}</dt>
              <dd>
                <DuesCell member={member} />
              </dd>
            </div>
          </dl>
          <RowActions member={member} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

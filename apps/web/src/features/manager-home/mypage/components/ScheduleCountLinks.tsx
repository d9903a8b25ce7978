import type { ManagerScheduleCard } from '@moa/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, ClockIcon } from '../../../../components/icons';
import { Row } from '../../../../components/Row';
import { manageKo } from '../../../../text/ko-manage';
import styles from '../tabs.module.css';

interface CountLink {
  to: string;
  label: string;
  text: string;
  icon: ReactNode;
  tone?: string;
}

/**
 * What waits on a schedule card, each a link to where it is handled: cancel requests to answer (the holder list's
 * worklist, docs/product.md#cancelling-and-refunds) and students on the waiting list (docs/product.md#waiting-list).
 */
export function ScheduleCountLinks({ schedule: s }: { schedule: ManagerScheduleCard }) {
  const c = manageKo.cancelRequests;
  const w = manageKo.waitlist;
  const links: CountLink[] = [
    ...(s.cancelRequests > 0
      ? [
          {
            to: `/manager/holder/${s.scheduleId}?filter=cancelRequested`,
            label: c.pendingLabel(s.title, s.order, s.cancelRequests),
            text: c.pending(s.cancelRequests),
            icon: <AlertIcon size={16} />,
            tone: styles.countLinkAlert,
          },
        ]
      : []),
    ...(s.waitlistLength > 0
      ? [
          {
            to: `/manager/holder/${s.scheduleId}/waitlist`,
            label: w.cardLabel(s.title, s.order, s.waitlistLength),
            text: w.cardCount(s.waitlistLength),
            icon: <ClockIcon size={16} />,
          },
        ]
      : []),
  ];
  if (links.length === 0) return null;
  return (
    <Row gap={2} wrap>
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={`${styles.countLink} ${link.tone ?? ''}`}
          aria-label={link.label}
        >
          {link.icon}
          {link.text}
        </Link>
      ))}
    </Row>
  );
}

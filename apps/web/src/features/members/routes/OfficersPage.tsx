import type { ReactNode } from 'react';
import { OfficersScreen } from '../OfficersScreen';

/** /manager/members/officers; `requests` comes from app/routes (the membership feature's card). */
export function OfficersPage({ requests }: { requests?: ReactNode }) {
  return <OfficersScreen requests={requests} />;
}

import type { ReservationStatus, ShowDetail, StudentWaitlistEntry } from '@moa/contract';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useStudentReservations } from '../api/queries';
import { useStudentWaitlist } from '../api/waitlist';

/** The reservation statuses that hold seats (docs/product.md#reservation-status). */
const LIVE: ReadonlySet<ReservationStatus> = new Set(['unpaid', 'paid']);

export interface MySchedules {
  /**
   * The show's schedules the student holds a live reservation for (unpaid or paid): a cancelled or expired one gave
   * its seats back, and the student may reserve that schedule again.
   */
  held: ReadonlySet<number>;
  /** The student's places on the show's waiting lists still in line or offered, by schedule. */
  waiting: ReadonlyMap<number, StudentWaitlistEntry>;
}

/**
 * What the signed-in student already has of a show, read from their own lists: the show detail is public and cached
 * alike for everyone. Nothing is asked while nobody is signed in as a student.
 */
export function useMySchedules(show: Pick<ShowDetail, 'showId' | 'waitlistEnabled'>): MySchedules {
  const session = useSession();
  const student = session.user?.authority === 'ROLE_USER';
  const reservations = useStudentReservations({ enabled: student });
  const waitlist = useStudentWaitlist({ enabled: student && show.waitlistEnabled });
  const held = useMemo(
    () =>
      new Set(
        student
          ? (reservations.data ?? [])
              .filter((c) => c.showId === show.showId && LIVE.has(c.status))
              .map((c) => c.scheduleId)
          : [],
      ),
    [student, reservations.data, show.showId],
  );
  const waiting = useMemo(
    () =>
      new Map(
        student
          ? (waitlist.data ?? [])
              .filter((e) => e.showId === show.showId && e.status !== 'lapsed')
              .map((e) => [e.scheduleId, e] as const)
          : [],
      ),
    [student, waitlist.data, show.showId],
  );
  return { held, waiting };
}

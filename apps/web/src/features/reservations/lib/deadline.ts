/**
 * What a reservation card shows about paying (docs/product.md#payment-and-cancel-requests): its state, and the time
 * left until it expires. "Now" comes from the clock the caller passes, so tests control it (fake timers are enough).
 */
import type { ReservationCard } from '@moa/contract';
import { useCallback, useEffect, useState } from 'react';
import { useServerOffset } from './sales-opening';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A card shows a countdown only in the last day before it expires. */
export const COUNTDOWN_FROM_MS = 24 * HOUR_MS;
/** Under three hours left the countdown turns urgent (colour, icon and the word 마감 임박). */
export const URGENT_UNDER_MS = 3 * HOUR_MS;

/** unpaid: waiting for the money; claimed: unpaid, but the student said they transferred (the club checks). */
export type CardState = 'unpaid' | 'claimed' | 'paid' | 'expired' | 'cancelled';

export function cardState(card: Pick<ReservationCard, 'status' | 'transferClaim'>): CardState {
  if (card.status === 'unpaid') return card.transferClaim ? 'claimed' : 'unpaid';
  return card.status;
}

/** A reservation that still holds seats: payments and cancel requests apply to it. */
export const isLive = (state: CardState) => state === 'unpaid' || state === 'claimed' || state === 'paid';

export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/**
 * The current time, renewed every `everyMs` (a minute by default) and when the page becomes visible again (a phone
 * waking up). One per screen: the cards take it as a prop.
 */
export function useNow(everyMs: number = MINUTE_MS, clock: Clock = systemClock): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const tick = () => setNow(clock());
    // a new clock (the server's offset once known) counts from now on
    tick();
    const timer = setInterval(tick, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everyMs, clock]);
  return now;
}

/**
 * useNow on the server's clock (the device's plus the offset GET /api/time measured, as the sales opening and the
 * waiting list's offers count): a phone whose clock is minutes off still shows the time left the server will keep.
 */
export function useServerNow(everyMs: number = MINUTE_MS): number {
  const offset = useServerOffset(true);
  const clock = useCallback(() => Date.now() + offset, [offset]);
  return useNow(everyMs, clock);
}

export interface TimeLeft {
  ms: number;
  passed: boolean;
  urgent: boolean;
  /** Within the last day: a card shows the countdown. */
  soon: boolean;
}

export function timeLeft(deadline: string, now: number): TimeLeft {
  const ms = new Date(deadline).getTime() - now;
  return { ms, passed: ms <= 0, urgent: ms < URGENT_UNDER_MS, soon: ms < COUNTDOWN_FROM_MS };
}

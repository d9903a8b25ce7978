/**
 * Sales that open at a set time (docs/product.md#sales-opening): the show page counts down on the server's clock,
 * not the device's. The offset between the two is measured once (GET /api/time, half the round trip added), and
 * every "now" of the countdown is the device's clock plus that offset.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api-client';
import { salesOpenTime } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far the server's clock is ahead of the device's, in whole ms: the server read its clock about half-way
 * through the round trip.
 */
export function clockOffset(sentAt: number, receivedAt: number, serverNow: string): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return Math.round(server + (receivedAt - sentAt) / 2 - receivedAt);
}

/**
 * The server's clock offset, measured once per page load (enabled only when a countdown needs it); 0 until it is
 * known or when it cannot be (the device's clock is the best left).
 */
export function useServerOffset(enabled: boolean): number {
  const query = useQuery({
    queryKey: ['serverTime'],
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const { now } = await call('serverTime', { signal, reportServerDown: false });
      return clockOffset(sentAt, Date.now(), now);
    },
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    refetchOnWindowFocus: false,
  });
  return query.data ?? 0;
}

/** The instant (ms) a show's sales open, or null when they are open since publishing. */
export function opensAtOf(salesOpenAt: string | null | undefined): number | null {
  return salesOpenTime(salesOpenAt)?.getTime() ?? null;
}

/**
 * The countdown on screen: '2일 3시간 4분', '5시간 12분', and in the last hour '12분 5초' (seconds rounded up, so it
 * never shows 0초 before the opening).
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND_MS));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (total >= 3600) return ko.format.duration({ days, hours, minutes });
  return studentKo.reserve.opening.minutesSeconds(minutes, seconds);
}

/** Minutes before the opening at which a screen reader hears how soon it is (the last hour). */
const SPOKEN_STEPS = [60, 30, 10, 5, 1];
/** Minutes before a payment deadline or the end of a waiting-list offer at which a screen reader hears it. */
export const PAY_SPOKEN_STEPS = [30, 5, 1];

/**
 * What a screen reader is told (an aria-live="polite" region): it changes once an hour while more than an hour is
 * left, then at 60, 30, 10, 5 and 1 minutes, and at the opening — never every second.
 */
export function spokenCountdown(ms: number): string {
  const text = studentKo.reserve.opening;
  if (ms <= 0) return text.openedNow;
  if (ms > HOUR_MS) {
    const days = Math.floor(ms / DAY_MS);
    const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
    return text.spokenLeft(ko.format.duration({ days, hours }));
  }
  return text.spokenWithin(spokenStep(ms, SPOKEN_STEPS) ?? 60);
}

/**
 * The smallest of `steps` (minutes) that the time left is within, or null while more time is left: what a polite
 * live region says, so it changes only at those steps (the payment and offer countdowns use 30, 5 and 1).
 */
export function spokenStep(ms: number, steps: readonly number[]): number | null {
  const minutes = Math.ceil(ms / MINUTE_MS);
  return [...steps].reverse().find((s) => minutes <= s) ?? null;
}

/** Until the next whole second of the time left (whole minute while more than an hour is left), at least 1 ms. */
function nextTickIn(ms: number): number {
  const unit = ms > HOUR_MS ? MINUTE_MS : SECOND_MS;
  return Math.max(1, ms % unit || unit);
}

/** Calls `check` again when the page becomes visible (a phone waking up: its timers may have slept). */
function onVisible(check: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/**
 * The time left until `opensAt` on the server's clock (device clock + offset), renewed on every whole second of it
 * in the last hour (every minute before) and when the page becomes visible again.
 */
export function useTimeLeft(opensAt: number, offset: number): number {
  const [ms, setMs] = useState(() => opensAt - (Date.now() + offset));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const left = opensAt - (Date.now() + offset);
      setMs(left);
      if (left > 0) timer = setTimeout(tick, nextTickIn(left));
    };
    tick();
    const stopListening = onVisible(tick);
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [opensAt, offset]);
  return ms;
}

/**
 * Whether sales are open on the server's clock: true without an opening time; otherwise false until `opensAt`, when
 * it turns true on the dot (a timer, no reload) and `onOpen` runs once (the show page fetches fresh seats).
 */
export function useSalesOpen(opensAt: number | null, offset: number, onOpen?: () => void): boolean {
  const [open, setOpen] = useState(() => opensAt === null || Date.now() + offset >= opensAt);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  useEffect(() => {
    if (opensAt === null) {
      setOpen(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasOpen = Date.now() + offset >= opensAt;
    setOpen(wasOpen);
    const check = () => {
      clearTimeout(timer);
      const left = opensAt - (Date.now() + offset);
      if (left <= 0) {
        setOpen(true);
        if (!wasOpen) {
          wasOpen = true;
          onOpenRef.current?.();
        }
        return;
      }
      // at most an hour at a time: timers longer than about 24 days fire at once
      timer = setTimeout(check, Math.min(left, HOUR_MS));
    };
    check();
    const stopListening = onVisible(check);
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [opensAt, offset]);
  return open;
}

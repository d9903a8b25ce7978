import { useCallback, useEffect, useRef, useState } from 'react';

export type StatusTone = 'success' | 'error' | 'info';

export interface Status {
  text: string;
  tone: StatusTone;
  /** Changes on every show(), so the same text shown twice is announced again. */
  key: number;
}

/** A short status line (copied, failed …) that clears itself after `ms`. */
export function useStatus(ms = 4000) {
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);
  const show = useCallback(
    (text: string, tone: StatusTone = 'info') => {
      clearTimeout(timer.current);
      counter.current += 1;
      setStatus({ text, tone, key: counter.current });
      timer.current = setTimeout(() => setStatus(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, show, clear };
}

import { useRef, type ReactNode } from 'react';
import { useBottomBarSpace } from '../lib/bottom-bar';
import styles from './ReservationPanel.module.css';

/**
 * The show page's total and main button (예매하기, 예매 대기 신청): in the panel's box, or while `bar` (a phone with a
 * schedule chosen) in a bar fixed to the bottom of the screen, with room kept for it under the page.
 */
export function CheckoutBar({ bar, children }: { bar: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBarSpace(ref, bar);
  return (
    <div
      ref={ref}
      className={bar ? `${styles.checkout} ${styles.bar}` : styles.checkout}
      data-sticky-inset="bottom"
    >
      {children}
    </div>
  );
}

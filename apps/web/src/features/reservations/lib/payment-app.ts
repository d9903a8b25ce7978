import { TIMINGS } from '@moa/contract';

/** The payment app in the stores (the fallback when the app did not open). */
export const PAYMENT_APP_STORE = {
  ios: 'https://apps.apple.com/kr/app/id839333328',
  android: 'https://play.google.com/store/apps/details?id=viva.republica.toss',
} as const;

interface NavigatorWithUaData extends Navigator {
  userAgentData?: { mobile?: boolean };
}

/** A phone or tablet (the payment app is offered on mobile only). */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  if ((nav as NavigatorWithUaData).userAgentData?.mobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent)) return true;
  // iPadOS presents itself as a Mac with touch
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
}

function isIos(nav: Navigator = navigator): boolean {
  return /iPhone|iPad|iPod/i.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

export function paymentAppStoreUrl(nav: Navigator = navigator): string {
  return isIos(nav) ? PAYMENT_APP_STORE.ios : PAYMENT_APP_STORE.android;
}

export interface TransferTarget {
  bank: string;
  accountNumber: string;
  amount: number;
}

/**
 * The configured link with this transfer filled in: {bank}, {accountNo} and {amount} placeholders are replaced; a
 * bare `supertoss://send` link gets them as query parameters; any other link is opened as it is.
 */
export function paymentLinkFor(link: string, target: TransferTarget): string {
  const values: Record<string, string> = {
    bank: target.bank,
    accountNo: target.accountNumber.replace(/\D/g, ''),
    amount: String(target.amount),
  };
  if (/\{(bank|accountNo|amount)\}/.test(link)) {
    return link.replace(/\{(bank|accountNo|amount)\}/g, (_, key: string) => encodeURIComponent(values[key]!));
  }
  if (/^supertoss:\/\/send\/?(\?.*)?$/i.test(link)) {
    const [base = link, query = ''] = link.split('?');
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(values)) if (!params.has(key)) params.set(key, value);
    return `${base}?${params.toString()}`;
  }
  return link;
}

export interface OpenPaymentAppOptions {
  /** Called when the app did not open by the check (the page is still visible and focused). */
  onNotOpened?: () => void;
  /** Where the page goes (default: location.assign). */
  go?: (url: string) => void;
  storeUrl?: string;
  checkMs?: number;
  fallbackMs?: number;
}

/**
 * Opens the payment app by its link (docs/product.md#payment-and-cancel-requests). At `checkMs` (2000 ms) the page
 * checks whether it was left — the document hidden or the window blurred; if not, the app did not open: `onNotOpened`
 * runs and `fallbackMs` (1500 ms) later the page goes to the app store. Returns a function that cancels the pending
 * check and fallback.
 */
export function openPaymentApp(link: string, options: OpenPaymentAppOptions = {}): () => void {
  const go = options.go ?? ((url: string) => window.location.assign(url));
  const checkMs = options.checkMs ?? TIMINGS.paymentAppCheckMs;
  const fallbackMs = options.fallbackMs ?? TIMINGS.paymentAppFallbackMs;
  let left = false;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') left = true;
  };
  const onBlur = () => {
    left = true;
  };
  const stopListening = () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('pagehide', onBlur);
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  window.addEventListener('pagehide', onBlur);

  go(link);

  const checkTimer = setTimeout(() => {
    stopListening();
    if (left || document.visibilityState === 'hidden') return;
    options.onNotOpened?.();
    fallbackTimer = setTimeout(() => go(options.storeUrl ?? paymentAppStoreUrl()), fallbackMs);
  }, checkMs);

  return () => {
    stopListening();
    clearTimeout(checkTimer);
    if (fallbackTimer !== undefined) clearTimeout(fallbackTimer);
  };
}

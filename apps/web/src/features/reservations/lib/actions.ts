import { studentKo } from '../../../text/ko-student';
import { copyText } from '../../../lib/clipboard';
import { shareTextWithKakao } from '../../../lib/kakao';
import { isMobileDevice, openPaymentApp, paymentLinkFor, type TransferTarget } from './payment-app';
import type { StatusTone } from './use-status';

type Notify = (text: string, tone?: StatusTone) => void;

/** Copies and says so: "클립보드에 복사되었습니다" or "복사에 실패했습니다". */
export async function copyWithMessage(
  text: string,
  notify: Notify,
  success: string = studentKo.transfer.copied,
) {
  const ok = await copyText(text);
  notify(ok ? success : studentKo.transfer.copyFailed, ok ? 'success' : 'error');
  return ok;
}

/**
 * The messenger-share button: the share sheet when a key is configured; without a key, or when the SDK cannot be
 * loaded or used, the text is copied instead.
 */
export async function shareWithMessenger(
  key: string | null | undefined,
  text: string,
  url: string,
  notify: Notify,
): Promise<void> {
  if (key) {
    try {
      await shareTextWithKakao(key, text, url);
      notify(studentKo.transfer.kakaoShared, 'info');
      return;
    } catch {
      // fall back to copying
    }
  }
  await copyWithMessage(text, notify, studentKo.transfer.kakaoCopied);
}

/**
 * The payment-app button (docs/product.md#payment-and-cancel-requests): no link configured → the transfer text is
 * copied; on a desktop → "mobile only"; on mobile the app is opened, falling back to the app store when it did not
 * open. Returns a cancel function for the pending fallback.
 */
export async function payWithApp(
  link: string | null | undefined,
  target: TransferTarget,
  text: string,
  notify: Notify,
  options: { mobile?: boolean } = {},
): Promise<() => void> {
  if (!link) {
    await copyWithMessage(text, notify, studentKo.transfer.tossCopied);
    return () => {};
  }
  if (!(options.mobile ?? isMobileDevice())) {
    notify(studentKo.transfer.tossMobileOnly, 'info');
    return () => {};
  }
  notify(studentKo.transfer.tossOpening, 'info');
  return openPaymentApp(paymentLinkFor(link, target), {
    onNotOpened: () => notify(studentKo.transfer.tossNotOpened, 'error'),
  });
}

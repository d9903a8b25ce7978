import { studentKo } from '../../../text/ko-student';
import { copyWithMessage, type Notify } from '../../../lib/clipboard';
import { shareTextWithKakao } from '../../../lib/kakao';
import { isMobileDevice, openPaymentApp, paymentLinkFor, type TransferTarget } from './payment-app';

export { copyWithMessage };

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

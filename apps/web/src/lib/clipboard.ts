import { studentKo } from '../text/ko-student';
import type { StatusTone } from './use-status';

/**
 * Copies text: the asynchronous Clipboard API where the page may use it, otherwise a hidden textarea and
 * execCommand('copy') (older mobile browsers, pages without the clipboard permission). Resolves false on failure.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  // inside an open modal <dialog> the textarea must be in the top layer too, or it cannot be selected
  const host = document.querySelector('dialog[open]') ?? document.body;
  host.appendChild(area);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus();
  }
}

/** How a short outcome is said (useStatus's show). */
export type Notify = (text: string, tone?: StatusTone) => void;

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

/**
 * Pretendard without a slower first load or a shift (docs/decisions/0007-first-load.md). Its @font-face rules
 * (split by unicode-range, `font-display: optional`) are always in the stylesheet, but a face is only fetched
 * when text uses the family, and the family is used (`<html data-fonts="pretendard">`, styles/tokens.css) only when
 * an earlier visit left the files in the browser's cache. On a first visit the page renders in the system's Korean
 * font, and a few seconds after it has loaded the faces its text needs are fetched for the next visit, so they never
 * compete with the page's own requests.
 */
const STORAGE_KEY = 'moa.fonts';
const FAMILY = '"Pretendard Variable"';
/** After the load event: long enough for /main's data and first images on a slow phone. */
const WARM_DELAY_MS = 4000;

function remembered(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // storage refused (private mode): the next visit warms up again
  }
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
}

/** Fetches the faces the page's text needs, without using them, and remembers that they are cached. */
function warmUp(): void {
  const text = document.body.innerText.slice(0, 20_000) || document.title;
  document.fonts
    .load(`1em ${FAMILY}`, text)
    .then((faces) => {
      if (faces.length > 0) remember();
    })
    .catch(() => undefined);
}

/** Called once before the first render. */
export function setUpFonts(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  if (remembered()) {
    document.documentElement.dataset.fonts = 'pretendard';
    return;
  }
  const later = () => setTimeout(() => whenIdle(warmUp), WARM_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

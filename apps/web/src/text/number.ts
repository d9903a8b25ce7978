/**
 * Numbers as the UI text writes them (15,000). Whole numbers (every count and amount of won) are grouped by hand:
 * the browser's first Intl formatter of a page costs tens of milliseconds of start-up on a phone
 * (docs/decisions/0018-signed-in-first-load.md). Anything else goes through one Intl.NumberFormat, made when first
 * needed (`toLocaleString('ko-KR')` would build one on every call).
 */
let formatter: Intl.NumberFormat | undefined;

export const koNumber = (n: number): string => {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  formatter ??= new Intl.NumberFormat('ko-KR');
  return formatter.format(n);
};

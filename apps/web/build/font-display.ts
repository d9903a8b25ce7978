import type { Plugin } from 'vite';

/**
 * Rewrites the font-display of Pretendard's @font-face rules (the package ships `swap`) to `optional`: a face not
 * in the browser within about 100 ms is not swapped in later, so text never moves when a font arrives
 * (docs/decisions/0007-first-load.md; lib/fonts.ts decides when the family is used at all).
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'moa-font-display',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]pretendard[\\/].*\.css(\?|$)/.test(id)) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

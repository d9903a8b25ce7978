/**
 * Transfers that reach the club's account through a payment app (docs/product.md#deposit-import). Depending on the
 * app and the bank, the statement shows the payer's text behind the app's name (`토스박서준`, `토스 박서준`,
 * `카카오페이김나래`) or only the app's company (`(주)비바리퍼블리카`, `(주)카카오페이`), the latter in 하나's
 * 의뢰인/수취인 column while 적요 keeps what the payer typed (parse/types.ts ColumnMapping.otherName).
 *
 * Texts here are in normalizeName's form (no spaces, lower case).
 */

/** The relays a deposit may name; `via` of a match outcome (match.ts). */
export type Relay = '토스' | '카카오페이' | '네이버페이' | '토스페이먼츠';

interface RelaySpelling {
  relay: Relay;
  /** The whole text names the company and no person. */
  companies: readonly string[];
  /** Put before the payer's own text. */
  prefixes: readonly string[];
}

const SPELLINGS: readonly RelaySpelling[] = [
  // A payment company's transfers (shops' refunds), also seen cut short as 토스페이맨 / tosspaymen.
  {
    relay: '토스페이먼츠',
    companies: ['토스페이먼츠', '토스페이맨', 'tosspayments', 'tosspaymen'],
    prefixes: [],
  },
  { relay: '토스', companies: ['비바리퍼블리카', '토스'], prefixes: ['토스'] },
  { relay: '카카오페이', companies: ['카카오페이'], prefixes: ['카카오페이'] },
  { relay: '네이버페이', companies: ['네이버파이낸셜', '네이버페이'], prefixes: ['네이버페이'] },
];

/** A company's legal form, wherever it stands: (주)카카오페이, 네이버파이낸셜(주), 주식회사 카카오페이. */
const LEGAL_FORM = /\(주\)|㈜|주식회사/gu;

export interface RelayReading {
  /** The relay the text names, if any. */
  via?: Relay;
  /** The payer's own text without the relay ('' when the text names only the relay's company). */
  text: string;
}

/** Separates a relay's name from the payer's text; a text naming no relay comes back as it is. */
export function readRelay(normalized: string): RelayReading {
  const bare = normalized.replace(LEGAL_FORM, '');
  for (const s of SPELLINGS) {
    if (s.companies.includes(bare)) return { via: s.relay, text: '' };
  }
  for (const s of SPELLINGS) {
    for (const p of s.prefixes) {
      if (bare.startsWith(p)) return { via: s.relay, text: bare.slice(p.length) };
    }
  }
  return { text: normalized };
}

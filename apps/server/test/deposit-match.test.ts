import { describe, expect, it } from 'vitest';
import { matchDeposits, oneDigitOff, type MatchReservation } from '../src/modules/deposits/match.ts';
import { matchBoth, toMatchCharge } from '../src/modules/deposits/dues-match.ts';

const r = (id: number, depositName: string, price: number, extra: Partial<MatchReservation> = {}) =>
  ({ id, depositName, price, status: 'unpaid', restorable: false, ...extra }) satisfies MatchReservation;

const one = (reservations: MatchReservation[], name: string, amount: number, otherName?: string) =>
  matchDeposits(reservations, [{ name, amount, ...(otherName === undefined ? {} : { otherName }) }])[0]!;

/** A guess: offered to the manager, never matched. */
const offered = (candidates: number[], reason: string, extra: object = {}) => ({
  match: 'ambiguous',
  reservationId: null,
  candidates,
  basis: 'name',
  reason,
  ...extra,
});
const UNMATCHED = { match: 'unmatched', reservationId: null, candidates: [] };

describe('deposit matching (pure)', () => {
  const book = [
    r(1, '20231234홍길동', 10_000),
    r(2, '20231235김철수', 20_000),
    r(3, '20239999이영희', 10_000, { status: 'paid' }),
    r(4, '20230001박민수', 10_000, { status: 'expired', restorable: true }),
    r(5, '20230002최지우', 10_000, { status: 'expired', restorable: false }),
    r(6, '20230003정하나', 10_000, { status: 'cancelled' }),
  ];

  it('matches one reservation by normalised name and price', () => {
    expect(one(book, '20231234 홍길동', 10_000)).toEqual({
      match: 'matched',
      reservationId: 1,
      candidates: [1],
      basis: 'name',
    });
    expect(one(book, '２0231234홍길동'.normalize('NFKC'), 10_000).match).toBe('matched');
    expect(one(book, '20231234홍길동', 10_000).reservationId).toBe(1);
  });

  it('a right name at a wrong amount is ambiguous with the candidates', () => {
    expect(one(book, '20231234홍길동', 15_000)).toEqual({
      match: 'ambiguous',
      reservationId: null,
      candidates: [1],
      basis: 'name',
      reason: 'otherAmount',
    });
  });

  it('several reservations of one name at the amount are ambiguous', () => {
    const two = [...book, r(7, '20231234홍길동', 10_000)];
    expect(one(two, '20231234홍길동', 10_000)).toEqual({
      match: 'ambiguous',
      reservationId: null,
      candidates: [1, 7],
      basis: 'name',
      reason: 'several',
    });
  });

  it('unknown names are unmatched; paid ones alreadyPaid; expired ones only while their seats are free', () => {
    expect(one(book, '모르는사람', 10_000).match).toBe('unmatched');
    expect(one(book, '20239999이영희', 10_000)).toEqual({
      match: 'alreadyPaid',
      reservationId: 3,
      candidates: [3],
      basis: 'name',
    });
    expect(one(book, '20230001박민수', 10_000)).toMatchObject({ match: 'matched', reservationId: 4 });
    expect(one(book, '20230002최지우', 10_000).match).toBe('unmatched');
    expect(one(book, '20230003정하나', 10_000).match).toBe('unmatched');
  });

  it("allows a bank's truncation: a unique prefix of 7 or more characters", () => {
    expect(one(book, '20231234홍길', 10_000)).toMatchObject({ match: 'matched', reservationId: 1 });
    expect(one(book, '2023123', 10_000).match).not.toBe('matched'); // begins 홍길동's and 김철수's names
    expect(one(book, '202312', 10_000).match).toBe('unmatched'); // 6 characters name no one
    expect(one([r(1, '20231234홍길동', 10_000)], '202312', 10_000).match).toBe('unmatched');
    expect(one([r(1, '20231234홍길동', 10_000)], '2023123', 10_000).match).toBe('matched');
  });

  it('a prefix shared by several students offers those at the amount, never matches', () => {
    const twins = [
      r(1, '20231234홍길동', 10_000),
      r(2, '20231234홍길순', 10_000),
      r(3, '20231234홍길자', 5_000),
    ];
    expect(one(twins, '20231234홍길', 10_000)).toEqual({
      match: 'ambiguous',
      reservationId: null,
      candidates: [1, 2],
      basis: 'name',
      reason: 'truncated',
    });
  });

  it('matches 5,000 deposits against 2,000 reservations with one index', () => {
    const rs = Array.from({ length: 2000 }, (_, i) => r(i + 1, `${20230000 + i}학생${i}`, 10_000));
    const ds = Array.from({ length: 5000 }, (_, i) => ({
      name: `${20230000 + (i % 2500)}학생${i % 2500}`,
      amount: 10_000,
    }));
    const out = matchDeposits(rs, ds);
    expect(out.filter((o) => o.match === 'matched')).toHaveLength(4000);
    expect(out.filter((o) => o.match === 'unmatched')).toHaveLength(1000);
  });
});

describe('payment apps between the payer and the club (relays)', () => {
  const book = [
    r(11, '20240511박서준', 12_000),
    r(12, '20240077김나래', 12_000),
    r(13, '20241033남궁민수', 12_000),
    r(14, '20231234홍길동', 12_000),
  ];

  it("sees through the app's name in front of the payer's text and says which app it was", () => {
    expect(one(book, '토스박서준', 12_000)).toEqual(offered([11], 'nameOnly', { via: '토스' }));
    expect(one(book, '토스 박서준', 12_000)).toEqual(offered([11], 'nameOnly', { via: '토스' }));
    expect(one(book, '카카오페이김나래', 12_000)).toEqual(offered([12], 'nameOnly', { via: '카카오페이' }));
    expect(one(book, '토스20231234홍길동', 12_000)).toEqual({
      match: 'matched',
      reservationId: 14,
      candidates: [14],
      basis: 'name',
      via: '토스',
    });
    // 신한 keeps 14 bytes: 토스 (4) + 20241033 (8) + 남 (2).
    expect(one(book, '토스20241033남', 12_000)).toEqual({
      match: 'matched',
      reservationId: 13,
      candidates: [13],
      basis: 'name',
      via: '토스',
      reason: 'truncated',
    });
    expect(one(book, '토스박서준', 10_000)).toEqual({ ...UNMATCHED, via: '토스' }); // amount fits no one
  });

  it("a relay's company name alone names no one: unmatched, with the relay", () => {
    expect(one(book, '(주)비바리퍼블리카', 12_000)).toEqual({ ...UNMATCHED, via: '토스' });
    expect(one(book, '(주)카카오페이', 12_000)).toEqual({ ...UNMATCHED, via: '카카오페이' });
    expect(one(book, '주식회사 카카오페이', 12_000)).toEqual({ ...UNMATCHED, via: '카카오페이' });
    expect(one(book, '네이버파이낸셜(주)', 12_000)).toEqual({ ...UNMATCHED, via: '네이버페이' });
    expect(one(book, '토스페이맨', 12_000)).toEqual({ ...UNMATCHED, via: '토스페이먼츠' });
    expect(one(book, '토스', 12_000)).toEqual({ ...UNMATCHED, via: '토스' });
  });
});

describe('names as people type them', () => {
  const book = [
    r(21, '20230451이도현', 15_000),
    r(22, '20250012최윤아', 15_000),
    r(23, '20241033남궁민수', 15_000),
    r(24, '20220101김민준', 15_000),
    r(25, '20230202김민준', 15_000),
    r(26, '20229876정서연', 15_000, { status: 'paid' }),
    r(27, '20217777한지우', 15_000, { status: 'expired', restorable: false }),
    r(28, '20216666오세훈', 15_000, { status: 'expired', restorable: true }),
  ];

  it('the name alone offers its unpaid holders at the amount, never matches', () => {
    expect(one(book, '이도현', 15_000)).toEqual(offered([21], 'nameOnly'));
    expect(one(book, '남궁민수', 15_000)).toEqual(offered([23], 'nameOnly'));
    expect(one(book, '오세훈', 15_000)).toEqual(offered([28], 'nameOnly')); // expired, seats free
    // Two holders of one name: both are offered, the manager tells them apart.
    expect(one(book, '김민준', 15_000)).toEqual(offered([24, 25], 'nameOnly'));
    expect(one(book, '이도현', 20_000)).toEqual(UNMATCHED); // amount fits no one
    expect(one(book, '정서연', 15_000)).toEqual(UNMATCHED); // paid already: a guess is not 이미 입금 확인
    expect(one(book, '한지우', 15_000)).toEqual(UNMATCHED); // expired, seats gone
    expect(one(book, '이', 15_000)).toEqual(UNMATCHED);
  });

  it('name then student id is the deposit name in the other order', () => {
    expect(one(book, '최윤아20250012', 15_000)).toEqual({
      match: 'matched',
      reservationId: 22,
      candidates: [22],
      basis: 'name',
      reason: 'nameFirst',
    });
    expect(one(book, '최윤아 20250012', 20_000)).toEqual(offered([22], 'nameFirst'));
    expect(one(book, '정서연20229876', 15_000)).toMatchObject({ match: 'alreadyPaid', reservationId: 26 });
  });

  it('a student id one digit off offers the holders of that name at the amount, never matches', () => {
    expect(one(book, '2023045이도현', 15_000)).toEqual(offered([21], 'idMistyped')); // one missing
    expect(one(book, '202304551이도현', 15_000)).toEqual(offered([21], 'idMistyped')); // one extra
    expect(one(book, '20230461이도현', 15_000)).toEqual(offered([21], 'idMistyped')); // one wrong
    expect(one(book, '20234051이도현', 15_000)).toEqual(offered([21], 'idMistyped')); // neighbours swapped
    expect(one(book, '이도현2023045', 15_000)).toEqual(offered([21], 'idMistyped')); // name first, too
    expect(one(book, '2023045이도훈', 15_000)).toEqual(UNMATCHED); // the name fits nobody
    expect(one(book, '20230000이도현', 15_000)).toEqual(UNMATCHED); // two digits off
    expect(one(book, '2023045이도현', 12_000)).toEqual(UNMATCHED); // amount fits no one
    expect(one(book, '2022010김민준', 15_000)).toEqual(offered([24], 'idMistyped'));
  });

  it('one digit off: missing, extra, wrong or two neighbours swapped; nothing else', () => {
    expect(oneDigitOff('2023045', '20230451')).toBe(true);
    expect(oneDigitOff('0230451', '20230451')).toBe(true);
    expect(oneDigitOff('202304510', '20230451')).toBe(true);
    expect(oneDigitOff('20230459', '20230451')).toBe(true);
    expect(oneDigitOff('02230451', '20230451')).toBe(true);
    expect(oneDigitOff('20230451', '20230451')).toBe(false);
    expect(oneDigitOff('20230415', '20230451')).toBe(true);
    expect(oneDigitOff('20430251', '20230451')).toBe(false); // two apart swapped
    expect(oneDigitOff('202304', '20230451')).toBe(false);
    expect(oneDigitOff('2023045111', '20230451')).toBe(false);
  });
});

describe('rows with two text columns (하나: 적요 and 의뢰인/수취인)', () => {
  const book = [r(31, '20241033남궁민수', 9_000), r(32, '20240511박서준', 9_000)];

  it('matches on the typed name first, then on the other column, and says which', () => {
    expect(one(book, '20241033남궁민수', 9_000, '(주)비바리퍼블리카')).toEqual({
      match: 'matched',
      reservationId: 31,
      candidates: [31],
      basis: 'name',
      via: '토스',
    });
    expect(one(book, '', 9_000, '남궁민수')).toEqual({ ...offered([31], 'nameOnly'), basis: 'otherName' });
    expect(one(book, '공연 티켓', 9_000, '20240511박서준')).toEqual({
      match: 'matched',
      reservationId: 32,
      candidates: [32],
      basis: 'otherName',
    });
    // The typed name wins even as a guess.
    expect(one(book, '박서준', 9_000, '20241033남궁민수')).toEqual(offered([32], 'nameOnly'));
    expect(one(book, '공연 티켓', 9_000, '(주)카카오페이')).toEqual({ ...UNMATCHED, via: '카카오페이' });
    expect(one(book, '', 9_000, '')).toEqual(UNMATCHED);
  });
});

describe('a large statement', () => {
  const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
  const FIRST = ['민', '서', '도', '하', '지', '윤', '예', '수', '주', '현', '승', '유', '다', '나', '시'];
  const SECOND = ['준', '연', '현', '은', '우', '아', '린', '호', '원', '빈', '율', '희', '진', '영', '람'];
  /** 2,250 different made-up names. */
  const nameOf = (i: number) =>
    SURNAMES[i % 10]! + FIRST[Math.floor(i / 10) % 15]! + SECOND[Math.floor(i / 150) % 15]!;
  const idOf = (i: number) => String(20230000 + i);

  it('reads relays, names alone, swapped and mistyped ids of 10,000 deposits against 2,000 reservations', () => {
    const rs = Array.from({ length: 2000 }, (_, i) => r(i + 1, idOf(i) + nameOf(i), 10_000));
    const ds = Array.from({ length: 10_000 }, (_, k) => {
      const i = k % 2000;
      switch (Math.floor(k / 2000)) {
        case 0:
          return { name: idOf(i) + nameOf(i), amount: 10_000 };
        case 1:
          return { name: `토스${nameOf(i)}`, amount: 10_000 };
        case 2:
          return { name: nameOf(i) + idOf(i), amount: 10_000 };
        case 3:
          return { name: idOf(i).slice(0, 7) + nameOf(i), amount: 10_000 };
        default:
          return { name: idOf(i) + nameOf(2000 + (i % 250)), amount: 10_000 };
      }
    });
    const out = matchDeposits(rs, ds);
    const count = (from: number, check: (o: (typeof out)[number], i: number) => boolean) =>
      out.slice(from, from + 2000).filter((o, i) => check(o, i)).length;
    expect(count(0, (o, i) => o.match === 'matched' && o.reservationId === i + 1)).toBe(2000);
    expect(
      count(
        2000,
        (o, i) => o.reason === 'nameOnly' && o.via === '토스' && o.candidates.join() === String(i + 1),
      ),
    ).toBe(2000);
    expect(count(4000, (o, i) => o.reason === 'nameFirst' && o.reservationId === i + 1)).toBe(2000);
    expect(
      count(
        6000,
        (o, i) => o.reason === 'idMistyped' && o.candidates.includes(i + 1) && o.match === 'ambiguous',
      ),
    ).toBe(2000);
    expect(count(8000, (o) => o.match === 'unmatched')).toBe(2000);
  });
});

describe('tickets and dues together (dues-match.ts)', () => {
  const ticket = (
    id: number,
    depositName: string,
    price: number,
    status: MatchReservation['status'] = 'unpaid',
  ) => ({
    id,
    depositName,
    price,
    status,
    restorable: false,
  });
  const due = (id: number, depositName: string, price: number, status: 'unpaid' | 'paid' = 'unpaid') =>
    ticket(id, depositName, price, status);
  const one = (name: string, amount: number) => [{ name, amount }];

  it('a deposit found in one list only is that list’s match', () => {
    const [t] = matchBoth(
      [ticket(1, '20250001김모아', 15_000)],
      [due(9, '20250002이하늘', 20_000)],
      [...one('20250001김모아', 15_000)],
    );
    expect(t).toMatchObject({ match: 'matched', reservationId: 1, chargeId: null, chargeCandidates: [] });
    const [d] = matchBoth(
      [ticket(1, '20250001김모아', 15_000)],
      [due(9, '20250002이하늘', 20_000)],
      [...one('20250002이하늘', 20_000)],
    );
    expect(d).toMatchObject({
      match: 'matched',
      reservationId: null,
      candidates: [],
      chargeId: 9,
      chargeCandidates: [9],
    });
  });

  it('the same name and amount in both lists is ambiguous, offering both', () => {
    const [o] = matchBoth(
      [ticket(1, '20250001김모아', 20_000)],
      [due(9, '20250001김모아', 20_000)],
      [...one('20250001 김모아', 20_000)],
    );
    expect(o).toMatchObject({
      match: 'ambiguous',
      reservationId: null,
      candidates: [1],
      chargeId: null,
      chargeCandidates: [9],
      reason: 'ticketOrDues',
    });
  });

  it('a match in one list beats an offer or a paid one in the other; dues are offered only at their amount', () => {
    // The ticket at another price is only an offer (otherAmount): the due at the amount is the match.
    const [a] = matchBoth(
      [ticket(1, '20250001김모아', 15_000)],
      [due(9, '20250001김모아', 20_000)],
      [...one('20250001김모아', 20_000)],
    );
    expect(a).toMatchObject({ match: 'matched', chargeId: 9, reservationId: null, candidates: [] });
    // The due at another price is not offered at all: the ticket's offer stands alone.
    const [b] = matchBoth(
      [ticket(1, '20250001김모아', 15_000)],
      [due(9, '20250001김모아', 20_000)],
      [...one('20250001김모아', 10_000)],
    );
    expect(b).toMatchObject({
      match: 'ambiguous',
      candidates: [1],
      chargeCandidates: [],
      reason: 'otherAmount',
    });
    // A paid due and an unpaid ticket at the amount: the ticket.
    const [c] = matchBoth(
      [ticket(1, '20250001김모아', 20_000)],
      [due(9, '20250001김모아', 20_000, 'paid')],
      [...one('20250001김모아', 20_000)],
    );
    expect(c).toMatchObject({ match: 'matched', reservationId: 1, chargeId: null });
    // Both paid: reported as the ticket, as before dues were matched.
    const [d] = matchBoth(
      [ticket(1, '20250001김모아', 20_000, 'paid')],
      [due(9, '20250001김모아', 20_000, 'paid')],
      [...one('20250001김모아', 20_000)],
    );
    expect(d).toMatchObject({ match: 'alreadyPaid', reservationId: 1, chargeId: null });
  });

  it('leaves out waived charges, members without 학번 and past terms', () => {
    const base = {
      amount: 20_000,
      paid_amount: 0,
      ends_on: '2026-12-31',
      name: '김모아',
      student_id: '20250001',
    };
    expect(toMatchCharge({ id: 1, status: 'unpaid', ...base }, '2026-11-29')).toMatchObject({
      depositName: '20250001김모아',
      price: 20_000,
    });
    expect(toMatchCharge({ id: 1, status: 'unpaid', ...base, paid_amount: 5_000 }, '2026-11-29')?.price).toBe(
      15_000,
    );
    expect(toMatchCharge({ id: 1, status: 'waived', ...base }, '2026-11-29')).toBeNull();
    expect(toMatchCharge({ id: 1, status: 'unpaid', ...base, student_id: null }, '2026-11-29')).toBeNull();
    expect(toMatchCharge({ id: 1, status: 'unpaid', ...base }, '2027-01-01')).toBeNull();
  });
});

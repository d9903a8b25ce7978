import { describe, expect, it } from 'vitest';
import { matchDeposits, type MatchReservation } from '../src/modules/deposits/match.ts';

const r = (id: number, depositName: string, price: number, extra: Partial<MatchReservation> = {}) =>
  ({ id, depositName, price, status: 'unpaid', restorable: false, ...extra }) satisfies MatchReservation;

const one = (reservations: MatchReservation[], name: string, amount: number) =>
  matchDeposits(reservations, [{ name, amount }])[0]!;

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

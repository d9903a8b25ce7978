import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDeposit, reservationsForUpdate } from '../src/modules/deposits/repository.ts';
import { settleDeposit } from '../src/modules/deposits/settle.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { depositKit } from './deposit-support.ts';
import { clubIdOf, insertStudents, signInAs } from './support.ts';

/**
 * Received against expected (docs/product.md#deposit-import), through the app: a second deposit for a paid ticket is
 * 중복 입금 and owed back; more than the price pays and owes the rest back; less leaves the ticket unpaid until a
 * later deposit tops it up, the manager accepts it, or gives the money back. Each stays open on the deposits page,
 * and money owed back on the refunds page, until settled. Two applies racing on one reservation decide from its
 * locked row.
 */
describe.each(DB_KINDS)('deposits against prices (%s)', (kind) => {
  let t: TestApp;
  let owner = '';
  let other = '';
  let student = '';
  let k: ReturnType<typeof depositKit>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    await insertStudents(t.db, 'payer', 40);
    k = depositKit(t, await clubIdOf(t.db, 'manager@example.ac.kr'), 'payer');
  });
  afterAll(async () => t?.close());

  const applyAll = async (showId: number, imp: Awaited<ReturnType<typeof k.upload>>) => {
    const res = await k.apply(
      showId,
      imp.importId,
      { depositIds: imp.deposits.map((d) => d.depositId) },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('records a second deposit for a paid ticket as 중복 입금, owed back until marked refunded', async () => {
    const { showId, scheduleId } = await k.show();
    const a = await k.reservation(scheduleId);
    // The student sent the price twice, on one statement: both deposits match the unpaid reservation.
    const first = await k.upload(
      showId,
      k.csv(k.line(a.depositName, 15_000), k.line(a.depositName, 15_000)),
      owner,
    );
    expect(first.deposits.map((d) => d.match)).toEqual(['matched', 'matched']);
    expect(await applyAll(showId, first)).toEqual({
      paid: 1,
      amount: 15_000,
      duesPaid: 0,
      duesAmount: 0,
      skipped: 0,
      received: 30_000,
      refundOwed: 15_000,
      duplicates: 1,
      over: 0,
      short: 0,
      shortAmount: 0,
    });
    expect(await k.statusOf(a.id)).toBe('paid');
    // A third one on a later statement: the ticket is paid, so it is 이미 입금 확인, and applying it records it too.
    const later = await k.upload(showId, k.csv(k.line(a.depositName, 15_000)), owner);
    expect(later.deposits[0]!.match).toBe('alreadyPaid');
    expect((await applyAll(showId, later)).duplicates).toBe(1);

    const open = await k.issues(showId, owner);
    expect(open.map((i) => [i.outcome, i.amount, i.expected, i.refund?.amount])).toEqual([
      ['duplicate', 15_000, 15_000, 15_000],
      ['duplicate', 15_000, 15_000, 15_000],
    ]);
    const list = await k.refunds(showId, owner);
    expect(list.refunds.map((r) => [r.reason, r.amount, r.reservationId])).toEqual([
      ['duplicate', 15_000, a.id],
      ['duplicate', 15_000, a.id],
    ]);
    expect(list.summary).toMatchObject({ owedCount: 2, owedAmount: 30_000 });

    // Marked sent in 환불 관리: no longer open.
    const marked = await k.markRefunded(showId, [list.refunds[0]!.refundId], owner);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await k.issues(showId, owner)).map((i) => i.refund?.refundId)).toEqual([
      list.refunds[1]!.refundId,
    ]);
    // Another club sees none of it.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/open`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('a deposit confirmed by hand before the import is its payment, not a duplicate', async () => {
    const { showId, scheduleId } = await k.show();
    const a = await k.reservation(scheduleId, 'paid');
    const imp = await k.upload(showId, k.csv(k.line(a.depositName, 15_000)), owner);
    expect(imp.deposits[0]!.match).toBe('alreadyPaid');
    expect(await applyAll(showId, imp)).toMatchObject({
      paid: 0,
      received: 15_000,
      refundOwed: 0,
      duplicates: 0,
    });
    expect(await k.issues(showId, owner)).toEqual([]);
  });

  it('150,000원 on a 15,000원 ticket pays it and owes 135,000원 back; the totals say received against expected', async () => {
    const { showId, scheduleId } = await k.show();
    const a = await k.reservation(scheduleId);
    const b = await k.reservation(scheduleId);
    const imp = await k.upload(
      showId,
      k.csv(k.line(a.depositName, 150_000), k.line(b.depositName, 15_000)),
      owner,
    );
    expect(imp.deposits.map((d) => d.match)).toEqual(['ambiguous', 'matched']);
    const res = await k.apply(
      showId,
      imp.importId,
      {
        depositIds: [imp.deposits[1]!.depositId],
        picks: [{ depositId: imp.deposits[0]!.depositId, reservationId: a.id }],
      },
      owner,
    );
    expect(res.json()).toMatchObject({
      paid: 2,
      amount: 30_000,
      received: 165_000,
      refundOwed: 135_000,
      over: 1,
    });
    expect(await k.statusOf(a.id)).toBe('paid');
    const [issue] = await k.issues(showId, owner);
    expect(issue).toMatchObject({
      outcome: 'over',
      amount: 150_000,
      expected: 15_000,
      refund: { amount: 135_000 },
    });
    expect((await k.refunds(showId, owner)).refunds.map((r) => r.reason)).toEqual(['overpaid']);
  });

  it('10,000원 on a 15,000원 ticket leaves it unpaid and open until a 5,000원 deposit tops it up', async () => {
    const { showId, scheduleId } = await k.show();
    const a = await k.reservation(scheduleId);
    const imp = await k.upload(showId, k.csv(k.line(a.depositName, 10_000)), owner);
    expect(imp.deposits[0]!.match).toBe('ambiguous');
    const res = await k.apply(
      showId,
      imp.importId,
      { picks: [{ depositId: imp.deposits[0]!.depositId, reservationId: a.id }] },
      owner,
    );
    expect(res.json()).toMatchObject({ paid: 0, amount: 0, received: 10_000, short: 1, shortAmount: 5_000 });
    expect(await k.statusOf(a.id)).toBe('unpaid');
    expect(await k.issues(showId, owner)).toMatchObject([
      {
        outcome: 'short',
        amount: 10_000,
        expected: 15_000,
        received: 10_000,
        reservationId: a.id,
        refund: null,
      },
    ]);

    const top = await k.upload(showId, k.csv(k.line(a.depositName, 5_000)), owner);
    const topped = await k.apply(
      showId,
      top.importId,
      { picks: [{ depositId: top.deposits[0]!.depositId, reservationId: a.id }] },
      owner,
    );
    expect(topped.json()).toMatchObject({
      paid: 1,
      amount: 15_000,
      received: 5_000,
      short: 0,
      refundOwed: 0,
    });
    expect(await k.statusOf(a.id)).toBe('paid');
    expect(await k.issues(showId, owner)).toEqual([]);
  });

  it('a shortfall is accepted as paid, or given back (owed until marked refunded), once', async () => {
    const { showId, scheduleId } = await k.show();
    const a = await k.reservation(scheduleId);
    const b = await k.reservation(scheduleId);
    const imp = await k.upload(
      showId,
      k.csv(k.line(a.depositName, 10_000), k.line(b.depositName, 12_000)),
      owner,
    );
    await k.apply(
      showId,
      imp.importId,
      {
        picks: [
          { depositId: imp.deposits[0]!.depositId, reservationId: a.id },
          { depositId: imp.deposits[1]!.depositId, reservationId: b.id },
        ],
      },
      owner,
    );
    // Only the show's club settles: another club's manager and a student are refused, a stranger asked to sign in.
    const body = { depositId: imp.deposits[0]!.depositId, action: 'accept' };
    expect((await k.settle(showId, body, other)).statusCode).toBe(403);
    expect((await k.settle(showId, body, student)).statusCode).toBe(403);
    expect((await k.settle(showId, body, '')).statusCode).toBe(401);
    expect(await k.statusOf(a.id)).toBe('unpaid');
    const accepted = await k.settle(showId, body, owner);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await k.statusOf(a.id)).toBe('paid');
    const again = await k.settle(showId, { depositId: imp.deposits[0]!.depositId, action: 'refund' }, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미 정리된');

    const given = await k.settle(showId, { depositId: imp.deposits[1]!.depositId, action: 'refund' }, owner);
    expect(given.statusCode, given.body).toBe(200);
    expect(await k.statusOf(b.id)).toBe('unpaid');
    expect(given.json().issues).toMatchObject([{ outcome: 'short', refund: { amount: 12_000 } }]);
    const refund = (await k.refunds(showId, owner)).refunds.find((r) => r.reason === 'shortfall')!;
    expect(refund.amount).toBe(12_000);
    await k.markRefunded(showId, [refund.refundId], owner);
    expect(await k.issues(showId, owner)).toEqual([]);
    expect((await k.settle(showId, { depositId: 999_999, action: 'accept' }, owner)).statusCode).toBe(409);
    expect((await k.settle(showId, { depositId: 'x', action: 'keep' }, owner)).statusCode).toBe(400);
  });

  it('two applies racing with a short deposit each for one ticket add up: paid once, nothing left short', async () => {
    for (let round = 0; round < 4; round++) {
      const { showId, scheduleId } = await k.show();
      const a = await k.reservation(scheduleId);
      const one = await k.upload(showId, k.csv(k.line(a.depositName, 10_000)), owner);
      const two = await k.upload(showId, k.csv(k.line(a.depositName, 5_000)), owner);
      const pickOf = (imp: typeof one) => ({
        picks: [{ depositId: imp.deposits[0]!.depositId, reservationId: a.id }],
      });
      const [r1, r2] = await Promise.all([
        k.apply(showId, one.importId, pickOf(one), owner),
        k.apply(showId, two.importId, pickOf(two), owner),
      ]);
      expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
      expect(r1.json().paid + r2.json().paid).toBe(1);
      expect(await k.statusOf(a.id)).toBe('paid');
      expect(await k.issues(showId, owner)).toEqual([]);
    }
  }, 180_000);

  /**
   * The control (PostgreSQL; SQLite runs one write transaction at a time): the same two applies, each reading the
   * reservation without locking it, then setting its deposit against it. Each misses the other's deposit, so both stay
   * short and the ticket stays unpaid though its price came in.
   */
  it.runIf(kind === 'postgres')(
    'control: without the row lock the same race leaves both deposits short',
    async () => {
      let raced = 0;
      for (let round = 0; round < 4; round++) {
        const { showId, scheduleId } = await k.show();
        const a = await k.reservation(scheduleId);
        const imp = await k.upload(
          showId,
          k.csv(k.line(a.depositName, 10_000), k.line(a.depositName, 5_000)),
          owner,
        );
        const run = (depositId: number, amount: number) =>
          t.db.transaction().execute(async (trx) => {
            const [row] = await reservationsForUpdate(trx, showId, [a.id], 'sqlite');
            const now = new Date();
            await claimDeposit(trx, depositId, { reservationId: a.id }, now.toISOString(), 'control');
            return settleDeposit(
              trx,
              { id: depositId, amount },
              row!,
              { by: 'control', email: 'control' },
              now,
            );
          });
        const [s1, s2] = await Promise.all([
          run(imp.deposits[0]!.depositId, 10_000),
          run(imp.deposits[1]!.depositId, 5_000),
        ]);
        if (s1.outcome === 'short' && s2.outcome === 'short') raced++;
      }
      expect(raced, `control run: ${raced} of 4 rounds left both deposits short`).toBeGreaterThan(0);
    },
    180_000,
  );
});

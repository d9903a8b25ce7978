import { TIMINGS } from '@moa/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileDevice, openPaymentApp, paymentLinkFor } from './payment-app';
import { scheduleState, ticketLimit } from './schedules';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openPaymentApp', () => {
  it('opens the link; the app did not open by 2000 ms → notice, then the store 1500 ms later', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const onNotOpened = vi.fn();
    openPaymentApp('supertoss://send', { go, onNotOpened, storeUrl: 'https://store.example/toss' });
    expect(go).toHaveBeenCalledWith('supertoss://send');
    vi.advanceTimersByTime(TIMINGS.paymentAppCheckMs - 1);
    expect(onNotOpened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onNotOpened).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(TIMINGS.paymentAppFallbackMs - 1);
    expect(go).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenLastCalledWith('https://store.example/toss');
  });

  it('no fallback when the page was left for the app (blur or hidden)', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const onNotOpened = vi.fn();
    openPaymentApp('supertoss://send', { go, onNotOpened });
    window.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(TIMINGS.paymentAppCheckMs + TIMINGS.paymentAppFallbackMs + 10);
    expect(onNotOpened).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const cancel = openPaymentApp('supertoss://send', { go });
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(go).toHaveBeenCalledTimes(1);
  });
});

describe('paymentLinkFor', () => {
  const target = { bank: '카카오뱅크', accountNumber: '3333-05-1234567', amount: 15000 };
  it('fills placeholders, adds the transfer to a bare send link, leaves other links alone', () => {
    expect(paymentLinkFor('supertoss://send?bank={bank}&accountNo={accountNo}&amount={amount}', target)).toBe(
      'supertoss://send?bank=%EC%B9%B4%EC%B9%B4%EC%98%A4%EB%B1%85%ED%81%AC&accountNo=3333051234567&amount=15000',
    );
    expect(paymentLinkFor('supertoss://send', target)).toBe(
      'supertoss://send?bank=%EC%B9%B4%EC%B9%B4%EC%98%A4%EB%B1%85%ED%81%AC&accountNo=3333051234567&amount=15000',
    );
    expect(paymentLinkFor('https://toss.me/moa', target)).toBe('https://toss.me/moa');
  });
});

describe('isMobileDevice', () => {
  const nav = (userAgent: string, extra: Partial<Navigator> = {}) =>
    ({ userAgent, platform: '', maxTouchPoints: 0, ...extra }) as Navigator;
  it('tells phones from desktops', () => {
    expect(isMobileDevice(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isMobileDevice(nav('Mozilla/5.0 (Linux; Android 14; SM-S918N) Mobile'))).toBe(true);
    expect(isMobileDevice(nav('Mozilla/5.0 (Macintosh)', { platform: 'MacIntel', maxTouchPoints: 5 }))).toBe(
      true,
    );
    expect(isMobileDevice(nav('Mozilla/5.0 (X11; Linux x86_64) Chrome/140'))).toBe(false);
  });
});

describe('schedules', () => {
  const base = { scheduleId: 1, order: 1, date: '2099-01-01', time: '19:00:00', cost: 1000, seated: false };
  it('the ticket limit is the smaller of the seats left and the per-person cap', () => {
    expect(ticketLimit({ ...base, applyPeople: 10, maxPeople: 80, maxTickets: 3 })).toEqual({
      max: 3,
      reason: 'perPerson',
    });
    expect(ticketLimit({ ...base, applyPeople: 78, maxPeople: 80, maxTickets: 4 })).toEqual({
      max: 2,
      reason: 'seats',
    });
    // equal: the per-person text is the one to show
    expect(ticketLimit({ ...base, applyPeople: 76, maxPeople: 80, maxTickets: 4 }).reason).toBe('perPerson');
  });

  it('sold out, started and closed schedules', () => {
    const now = new Date('2099-01-01T09:59:00Z'); // 18:59 in Seoul
    expect(scheduleState({ ...base, applyPeople: 80, maxPeople: 80, maxTickets: 4 }, now)).toBe('soldOut');
    expect(scheduleState({ ...base, applyPeople: 0, maxPeople: 80, maxTickets: 4 }, now)).toBe('open');
    expect(
      scheduleState(
        { ...base, applyPeople: 0, maxPeople: 80, maxTickets: 4 },
        new Date('2099-01-01T10:00:00Z'),
      ),
    ).toBe('past');
    expect(scheduleState({ ...base, applyPeople: 0, maxPeople: 80, maxTickets: 0 }, now)).toBe('closed');
  });
});

import type { StudentWaitlistEntry } from '@moa/contract';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentKo } from '../../../text/ko-student';
import { Countdown } from './PayByNote';
import { WaitlistEntryView } from './WaitlistEntryView';

/** The payment and offer countdowns tell screen readers at 30, 5 and 1 minutes left, as the sales countdown does. */

const MINUTE = 60_000;
const spoken = () => screen.getByTestId('spoken-countdown').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('the payment countdown', () => {
  it('says nothing until 30 minutes are left, then at 30, 5 and 1 minutes, and when the deadline passes', () => {
    const deadline = '2099-01-01T12:00:00.000Z';
    const end = Date.parse(deadline);
    const at = (ms: number) => <Countdown deadline={deadline} now={end - ms} />;
    const { rerender } = render(at(65 * MINUTE));
    expect(spoken()).toBe('');
    rerender(at(30 * MINUTE));
    expect(spoken()).toBe(studentKo.deadline.spokenWithin(30));
    rerender(at(6 * MINUTE));
    expect(spoken()).toBe(studentKo.deadline.spokenWithin(30));
    rerender(at(5 * MINUTE));
    expect(spoken()).toBe(studentKo.deadline.spokenWithin(5));
    rerender(at(30_000));
    expect(spoken()).toBe(studentKo.deadline.spokenWithin(1));
    rerender(at(0));
    expect(spoken()).toBe(studentKo.deadline.passed);
  });
});

describe("a waiting-list offer's countdown", () => {
  it('is told at 30, 5 and 1 minutes left on the clock it runs on, never every second', () => {
    vi.useFakeTimers({ now: Date.parse('2099-01-01T11:00:00.000Z') });
    const entry: StudentWaitlistEntry = {
      waitlistId: 6,
      scheduleId: 12,
      showId: 7,
      title: '극단 한울 〈햄릿〉',
      wishToPurchaseTickets: 2,
      position: 1,
      status: 'offered',
      offer: { tickets: 2, expiresAt: new Date(Date.now() + 31 * MINUTE).toISOString(), seats: [] },
      order: 2,
      date: '2099-01-05',
      time: '18:00',
      cost: 15000,
      joinedAt: '2098-12-01T10:00:00.000Z',
    };
    const noop = () => undefined;
    render(
      <MemoryRouter>
        <WaitlistEntryView
          entry={entry}
          offset={0}
          busy={false}
          onClaim={noop}
          onLeave={noop}
          onOfferOver={noop}
        />
      </MemoryRouter>,
    );
    const t = studentKo.waitlist;
    expect(spoken()).toBe('');
    act(() => void vi.advanceTimersByTime(MINUTE + 1_000));
    expect(spoken()).toBe(t.spokenWithin(30));
    act(() => void vi.advanceTimersByTime(25 * MINUTE));
    expect(spoken()).toBe(t.spokenWithin(5));
    act(() => void vi.advanceTimersByTime(4 * MINUTE));
    expect(spoken()).toBe(t.spokenWithin(1));
    act(() => void vi.advanceTimersByTime(MINUTE));
    expect(spoken()).toBe(t.lapsedNote);
  });
});

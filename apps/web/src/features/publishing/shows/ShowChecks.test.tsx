import { SHOW_MESSAGES } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formsKo } from '../../../text/ko-forms';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import {
  D1,
  D2,
  D3,
  fillSchedule,
  future,
  openCreate,
  openEdit,
  png,
  savedSchedule,
  savedShow,
  schedule,
  setUpShowTests,
  stubServer,
  submitAndReadAlert,
  t,
} from './test-support';

setUpShowTests();

describe('show form: validation order', { timeout: 60_000 }, () => {
  it('alerts title, poster, QR, place, runtime, then each schedule date, time and price, naming the schedule', async () => {
    const requests = stubServer();
    const { user } = await openCreate();
    const E = SHOW_MESSAGES;

    expect(await submitAndReadAlert(user)).toContain(E.nameRequired);
    expect(screen.getByLabelText(t.name)).toHaveFocus();
    expect(screen.getByLabelText(t.name)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(t.name), '가'.repeat(31));
    expect(await submitAndReadAlert(user)).toContain(E.nameTooLong);
    expect(E.nameTooLong).toBe('공연 이름은 30자를 초과할 수 없습니다');
    await user.clear(screen.getByLabelText(t.name));
    await user.type(screen.getByLabelText(t.name), '여름밤');
    // editing a field clears its highlight
    expect(screen.getByLabelText(t.name)).not.toHaveAttribute('aria-invalid');

    expect(await submitAndReadAlert(user)).toContain(E.posterRequired);
    await user.upload(screen.getByLabelText(t.poster), png('poster.png'));
    expect(await submitAndReadAlert(user)).toContain(E.qrRequired);
    await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
    expect(await submitAndReadAlert(user)).toContain(E.locationRequired);
    expect(screen.getByLabelText(t.location)).toHaveFocus();
    await user.type(screen.getByLabelText(t.location), '대강당');
    expect(await submitAndReadAlert(user)).toContain(E.runtimeRequired);
    await user.type(screen.getByLabelText(t.runtime), '0');
    expect(await submitAndReadAlert(user)).toContain(E.runtimeRequired);
    await user.type(screen.getByLabelText(t.runtime), '90');

    await user.click(screen.getByRole('button', { name: t.addSchedule }));
    await fillSchedule(user, 1, { date: D1, hour: '19', minute: '00', cost: '10000' });
    expect(await submitAndReadAlert(user)).toContain(E.scheduleDate(2));
    expect(within(schedule(2)).getByLabelText(t.scheduleDate)).toHaveFocus();
    await user.type(within(schedule(2)).getByLabelText(t.scheduleDate), D2);
    expect(await submitAndReadAlert(user)).toContain(E.scheduleTime(2));
    await user.selectOptions(within(schedule(2)).getByLabelText(/\(시\)/), '14');
    expect(await submitAndReadAlert(user)).toContain(E.scheduleTime(2));
    await user.selectOptions(within(schedule(2)).getByLabelText(/\(분\)/), '00');
    expect(await submitAndReadAlert(user)).toContain(E.scheduleCost(2));
    expect(within(schedule(2)).getByLabelText(t.cost)).toHaveFocus();
    await user.type(within(schedule(2)).getByLabelText(t.cost), '0');
    expect(await submitAndReadAlert(user)).toContain(E.scheduleCostPositive(2));

    // nothing was sent while the form was invalid
    expect(requests.filter((r) => r.url.pathname.startsWith('/manager/'))).toHaveLength(0);
  });
});

describe('show form: schedule dates', { timeout: 60_000 }, () => {
  async function fillBasics(user: UserEvent) {
    await user.upload(screen.getByLabelText(t.poster), png('poster.png'));
    await user.type(screen.getByLabelText(t.name), '여름밤 정기공연');
    await user.type(screen.getByLabelText(t.location), '대강당');
    await user.type(screen.getByLabelText(t.runtime), '90');
    await user.selectOptions(screen.getByLabelText(t.bank), '카카오뱅크');
    await user.type(screen.getByLabelText(t.accountNumber), '333301234');
    await user.type(screen.getByLabelText(t.accountName), '김모아');
    await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
  }

  it('keeps each schedule within the show period and out of the past, naming the schedule', async () => {
    const requests = stubServer();
    const { user } = await openCreate();
    await fillBasics(user);
    await user.type(screen.getByLabelText(`${t.period} ${formsKo.dateFrom}`), D1);
    await user.type(screen.getByLabelText(`${t.period} ${formsKo.dateTo}`), D2);
    await fillSchedule(user, 1, { date: D1, hour: '19', minute: '00', cost: '10000' });
    await user.click(screen.getByRole('button', { name: t.addSchedule }));
    await fillSchedule(user, 2, { date: D3, hour: '19', minute: '00', cost: '10000' });

    const outside = SHOW_MESSAGES.scheduleOutsidePeriod(2, D1, D2);
    expect(outside).toMatch(/^2회차 날짜가 공연 기간\(.+\) 밖입니다\.$/);
    expect(await submitAndReadAlert(user)).toContain(outside);
    const date2 = within(schedule(2)).getByLabelText(t.scheduleDate);
    expect(date2).toHaveFocus();
    expect(date2).toHaveAttribute('aria-invalid', 'true');
    expect(within(schedule(2)).getByText(outside)).toBeInTheDocument();

    // a period that starts in the past lets a past schedule through the period check, not the past check
    const from = screen.getByLabelText(`${t.period} ${formsKo.dateFrom}`);
    await user.clear(from);
    await user.type(from, future(-5));
    await user.clear(date2);
    await user.type(date2, future(-1));
    expect(await submitAndReadAlert(user)).toContain(SHOW_MESSAGES.schedulePast(2));
    expect(date2).toHaveFocus();

    expect(requests.filter((r) => r.url.pathname.startsWith('/manager/'))).toHaveLength(0);
  });

  it('saves a show whose schedules are already past, unless a schedule is moved into the past', async () => {
    const past = savedShow({
      id: 9,
      name: '지난 공연',
      startDate: future(-10),
      endDate: future(-9),
      runtime: 90,
      maxPeople: 50,
      scheduleDtoList: [
        savedSchedule({ id: 21, date: future(-10), time: '19:00:00', applyPeople: 40 }),
        savedSchedule({ id: 22, orderIndex: 2, date: future(-9), time: '19:00:00' }),
      ],
    });
    const saves: RecordedRequest[] = [];
    stubServer((request) => {
      if (request.url.pathname !== '/manager/show/update/9') return null;
      if (request.method === 'GET') return jsonResponse(past);
      saves.push(request);
      return jsonResponse({ id: 9 });
    });
    const { user, router } = await openEdit(9);
    await screen.findByRole('group', { name: t.schedule(1) });

    // moving schedule 2 to another past hour is refused, at its time
    await user.selectOptions(within(schedule(2)).getByLabelText(/\(시\)/), '18');
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(SHOW_MESSAGES.schedulePast(2));
    expect(saves).toHaveLength(0);

    // back as it was, the notice can be changed and saved
    await user.selectOptions(within(schedule(2)).getByLabelText(/\(시\)/), '19');
    await user.type(screen.getByLabelText(new RegExp(`^${t.notice}`)), '후기는 인스타그램에서!');
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/9'));
    expect(saves).toHaveLength(1);
  });
});

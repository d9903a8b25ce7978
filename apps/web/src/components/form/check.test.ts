import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkValues, orderIssues } from './check';

describe('checkValues', () => {
  const schema = z.object({
    name: z.string().min(1, '이름을 입력해주세요.'),
    items: z.array(z.object({ date: z.string().min(1, '날짜'), cost: z.number().positive('가격') })),
    place: z.string().min(1, '장소를 입력해주세요.'),
  });

  it('answers the parsed output when the values are valid', () => {
    const values = { name: 'a', items: [{ date: 'd', cost: 1 }], place: 'p' };
    expect(checkValues(schema, values, [])).toEqual({ ok: true, data: values });
  });

  it('orders the problems as the form checks them, not as the schema lists them', () => {
    const values = { name: '', items: [{ date: '', cost: 0 }], place: '' };
    const result = checkValues(schema, values, ['place', 'items.0.cost', 'name']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.field)).toEqual(['place', 'items.0.cost', 'name', 'items.0.date']);
    expect(result.issues[0]!.message).toBe('장소를 입력해주세요.');
  });

  it('maps request paths onto form fields and drops paths the form does not have', () => {
    const issues = orderIssues(
      [
        ['scheduleDtoList.0.time', '시간'],
        ['scheduleDtoList.0.time', '두 번째 문제'],
        ['orderIndex', '무시'],
      ],
      [],
      (path) =>
        path.startsWith('scheduleDtoList.')
          ? path.replace('scheduleDtoList', 'schedules').replace('time', 'hour')
          : null,
    );
    expect(issues).toEqual([{ field: 'schedules.0.hour', message: '시간' }]);
  });
});

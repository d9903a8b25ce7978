import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A phone field keeps the caret where the user edits: Backspace right after the first hyphen deletes the digit
 * before it (the caret stays there), and that digit typed again comes back with the caret right after it.
 */
export async function expectPhoneCaretKept(user: UserEvent, input: HTMLInputElement, afterBackspace: string) {
  const before = input.value;
  await user.click(input);
  input.setSelectionRange(4, 4);
  await user.keyboard('{Backspace}');
  expect(input).toHaveValue(afterBackspace);
  expect(input.selectionStart).toBe(2);

  await user.keyboard(before[2]!);
  expect(input).toHaveValue(before);
  expect(input.selectionStart).toBe(3);
}

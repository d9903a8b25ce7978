/**
 * A phone field that formats as the user types (010-1234-5678) without losing their place: the caret stays after
 * the same digit it was after, and Backspace (or Delete) next to a hyphen removes the digit beyond the hyphen, since
 * a hyphen taken out alone would only be put back.
 */
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
  type RefCallback,
} from 'react';
import { digitsOnly, formatPhone } from '@moa/contract';

const PHONE_DIGITS = 11;

export interface PhoneEdit {
  value: string;
  caret: number;
}

/** Index just after the `count`-th digit of `text` (0 before any digit). */
function afterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i]!)) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return text.length;
}

/**
 * The formatted value and caret after one edit. `previous` is the value before it, `raw` and `caret` what the
 * browser left, `inputType` the InputEvent's type ('' when unknown).
 */
export function formatPhoneEdit(previous: string, raw: string, caret: number, inputType = ''): PhoneEdit {
  let text = raw;
  let at = Math.max(0, Math.min(caret, raw.length));

  // only hyphens went: take the digit beyond them (before the caret for Backspace, after it for Delete)
  if (raw.length < previous.length && digitsOnly(raw) === digitsOnly(previous)) {
    if (inputType === 'deleteContentForward') {
      const next = text.slice(at).search(/\d/);
      if (next >= 0) text = text.slice(0, at + next) + text.slice(at + next + 1);
    } else {
      let before = at - 1;
      while (before >= 0 && !/\d/.test(text[before]!)) before -= 1;
      if (before >= 0) {
        text = text.slice(0, before) + text.slice(before + 1);
        at = before;
      }
    }
  }

  // an insertion that would push the number past 11 digits is refused rather than dropping the last digit
  if (digitsOnly(text).length > PHONE_DIGITS && digitsOnly(previous).length <= PHONE_DIGITS) {
    const value = formatPhone(previous);
    const inserted = raw.length - previous.length;
    return { value, caret: Math.max(0, Math.min(value.length, at - Math.max(0, inserted))) };
  }

  const value = formatPhone(text);
  return { value, caret: afterDigits(value, digitsOnly(text.slice(0, at)).length) };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

interface PhoneBinding {
  ref?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => unknown;
}

/**
 * Wraps a page's binding of a phone input (controlled state or a react-hook-form registration): every change is
 * formatted in the input itself, with the caret placed, before the page's own onChange sees the value.
 */
export function usePhoneInput<B extends PhoneBinding>(
  binding: B,
): B & { ref: RefCallback<HTMLInputElement> } {
  const element = useRef<HTMLInputElement | null>(null);
  const previous = useRef('');
  const pending = useRef<PhoneEdit | null>(null);

  // a controlled page renders the value again: keep the caret where the edit left it
  useLayoutEffect(() => {
    const input = element.current;
    const edit = pending.current;
    if (!input || !edit || document.activeElement !== input || input.value !== edit.value) return;
    if (input.selectionStart !== edit.caret || input.selectionEnd !== edit.caret) {
      input.setSelectionRange(edit.caret, edit.caret);
    }
  });

  return {
    ...binding,
    ref: (node: HTMLInputElement | null) => {
      element.current = node;
      if (node) previous.current = node.value;
      assignRef(binding.ref, node);
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      previous.current = event.target.value;
      binding.onFocus?.(event);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
      const edit = formatPhoneEdit(
        previous.current,
        input.value,
        input.selectionStart ?? input.value.length,
        inputType,
      );
      if (input.value !== edit.value) input.value = edit.value;
      if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
      previous.current = edit.value;
      pending.current = edit;
      // only the render this change causes restores the caret
      setTimeout(() => {
        if (pending.current === edit) pending.current = null;
      }, 0);
      binding.onChange?.(event);
    },
  };
}

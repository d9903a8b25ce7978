import { describe, expect, it } from 'vitest';
import { formatPhoneEdit } from './phone-input';

/** An edit written with a | for the caret: before → after the browser's change. */
function edit(previous: string, raw: string, inputType = '') {
  const caret = raw.indexOf('|');
  const result = formatPhoneEdit(previous.replace('|', ''), raw.replace('|', ''), caret, inputType);
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

describe('formatPhoneEdit', () => {
  it('formats as digits are typed, the caret after the typed digit', () => {
    expect(edit('010', '0101|', 'insertText')).toBe('010-1|');
    expect(edit('010-1234', '010-12345|', 'insertText')).toBe('010-1234-5|');
    expect(edit('', '01012345678|', 'insertFromPaste')).toBe('010-1234-5678|');
  });

  it('keeps the caret after the digit typed in the middle', () => {
    expect(edit('010-1234-567', '010-19|234-567', 'insertText')).toBe('010-19|23-4567');
    expect(edit('010-1234', '0109|-1234', 'insertText')).toBe('010-9|123-4');
  });

  it('keeps the caret where a digit was deleted in the middle', () => {
    expect(edit('010-1234-5678', '010-1|34-5678', 'deleteContentBackward')).toBe('010-1|345-678');
    expect(edit('010-1234-5678', '010-1|34-5678', 'deleteContentForward')).toBe('010-1|345-678');
  });

  it('Backspace right after a hyphen deletes the digit before it', () => {
    expect(edit('010-1234-5678', '010-1234|5678', 'deleteContentBackward')).toBe('010-123|5-678');
    expect(edit('010-1234', '010|1234', 'deleteContentBackward')).toBe('01|1-234');
    // the hyphen at the end of what was typed so far
    expect(edit('010-1234-5', '010-1234|5', 'deleteContentBackward')).toBe('010-123|5');
  });

  it('Delete right before a hyphen deletes the digit after it', () => {
    expect(edit('010-1234-5678', '010-1234|5678', 'deleteContentForward')).toBe('010-1234|-678');
    expect(edit('010-1234', '010|1234', 'deleteContentForward')).toBe('010|-234');
  });

  it('a deletion without a known input type still counts as Backspace', () => {
    expect(edit('010-1234-5678', '010-1234|5678')).toBe('010-123|5-678');
  });

  it('deleting the last digit leaves no hyphen behind', () => {
    expect(edit('010-1', '010-|', 'deleteContentBackward')).toBe('010|');
    expect(edit('010', '01|', 'deleteContentBackward')).toBe('01|');
  });

  it('refuses a digit beyond the eleventh instead of dropping the last one', () => {
    expect(edit('010-1234-5678', '010-9|1234-5678', 'insertText')).toBe('010-|1234-5678');
  });

  it('ignores anything but digits', () => {
    expect(edit('010', '010a|', 'insertText')).toBe('010|');
  });
});

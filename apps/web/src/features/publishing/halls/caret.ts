/** Puts the caret at the start of a textarea's line (1-based) and scrolls that line into the textarea's view. */
export function moveCaretToLine(textarea: HTMLTextAreaElement, line: number): void {
  // a textarea's value always separates lines with \n
  const lines = textarea.value.split('\n');
  const index = Math.min(Math.max(line, 1), lines.length) - 1;
  const start = lines.slice(0, index).reduce((n, l) => n + l.length + 1, 0);
  textarea.focus();
  textarea.setSelectionRange(start, start);
  const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (index - 2) * lineHeight);
}

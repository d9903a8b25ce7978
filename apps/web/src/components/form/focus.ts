/** Moves focus to a form field by its name (the control's data-field attribute) and scrolls it into view. */
export function focusField(root: HTMLElement | null, name: string): void {
  if (!root) return;
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(name) : name.replace(/"/g, '\\"');
  const element = root.querySelector<HTMLElement>(`[data-field="${escaped}"]`);
  if (!element) return;
  const target = element.closest<HTMLElement>('[data-field-box]') ?? element;
  if (typeof target.scrollIntoView === 'function') {
    const reduce =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }
  element.focus({ preventScroll: true });
}

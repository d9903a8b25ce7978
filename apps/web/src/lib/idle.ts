/**
 * Runs `task` once the page has loaded (its images too) and the browser is idle, so that work nobody waits for does
 * not compete with what the first screen needs. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: 5000 });
    else timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** The tab's sessionStorage, or null where it is unavailable (no window, private mode, blocked storage). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

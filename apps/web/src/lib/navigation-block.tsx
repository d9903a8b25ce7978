/**
 * The unsaved-changes flag (docs/product.md#dialogs-and-unsaved-changes): navigation is blocked while it is set.
 *
 * A form calls `set()` when it becomes dirty and `clear()` when it is saved or reset (clear before navigating away
 * after a save). While the flag is set, the app shell (app/layout/LeaveGuard) blocks every in-app navigation —
 * header and side-menu links, other links, back/forward — with a confirm dialog, and the browser warns on reload
 * or close. The flag is kept in a ref as well, so `clear(); navigate(...)` in one handler is not blocked.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface NavigationBlock {
  /** True while some screen has unsaved changes. */
  blocked: boolean;
  /** Sets the flag; an optional message replaces the dialog's default body text. */
  set: (message?: string) => void;
  clear: () => void;
  /** The current value, read synchronously (for a blocker predicate). */
  isBlocked: () => boolean;
  message: string | null;
}

const NavigationBlockContext = createContext<NavigationBlock | null>(null);

export function NavigationBlockProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ blocked: boolean; message: string | null }>({
    blocked: false,
    message: null,
  });
  const blockedRef = useRef(false);

  const set = useCallback((message?: string) => {
    blockedRef.current = true;
    setState({ blocked: true, message: message ?? null });
  }, []);
  const clear = useCallback(() => {
    blockedRef.current = false;
    setState({ blocked: false, message: null });
  }, []);
  const isBlocked = useCallback(() => blockedRef.current, []);

  useEffect(() => {
    if (!state.blocked) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!blockedRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [state.blocked]);

  const value = useMemo<NavigationBlock>(
    () => ({ blocked: state.blocked, message: state.message, set, clear, isBlocked }),
    [state.blocked, state.message, set, clear, isBlocked],
  );
  return <NavigationBlockContext.Provider value={value}>{children}</NavigationBlockContext.Provider>;
}

export function useNavigationBlock(): NavigationBlock {
  const value = useContext(NavigationBlockContext);
  if (!value) throw new Error('useNavigationBlock must be used inside <NavigationBlockProvider>');
  return value;
}

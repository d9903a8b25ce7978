import { useEffect } from 'react';
import { useNavigationBlock } from '../../lib/navigation-block';

/**
 * While a form has unsaved changes: the shell's navigation block is set (LeaveGuard asks before any in-app
 * navigation) and the browser warns before the page unloads. Returns `clear`, to call before navigating after a save.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const { set, clear } = useNavigationBlock();

  useEffect(() => {
    if (dirty) set();
    else clear();
  }, [dirty, set, clear]);

  // leaving the screen by any way ends its block
  useEffect(() => clear, [clear]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return clear;
}

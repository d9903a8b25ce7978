import { useEffect } from 'react';
import { useNavigationBlock } from '../../../lib/navigation-block';

/**
 * While a form has unsaved changes: sets the shell's navigation block (every in-app navigation asks first) and warns
 * before the page unloads. Clears the block when the form is clean again or the screen goes away. After a save,
 * call the block's clear() before navigating (the flag is read synchronously by the blocker).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const { set, clear } = useNavigationBlock();

  useEffect(() => {
    if (dirty) set();
    else clear();
  }, [dirty, set, clear]);

  useEffect(() => clear, [clear]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

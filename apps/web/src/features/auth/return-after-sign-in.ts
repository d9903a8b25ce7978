/**
 * Where a finished sign-in goes back to. Kept apart from sign-in.ts: the route guard, in the app's entry, uses it,
 * and sign-in.ts checks the code exchange's answer with zod, which the first load leaves out
 * (docs/decisions/0018-signed-in-first-load.md).
 */
import { tabStorage } from '../../lib/tab-storage';

const RETURN_KEY = 'moa.return-after-sign-in';

/**
 * An attendance address opened signed out (a member's phone camera opens a new tab, which holds no session): kept
 * for the sign-in to come back to, so its page can say what became of the code (docs/product.md#meetings-and-attendance).
 * Only those: every other page starts again from /main as before.
 */
export function rememberReturn(path: string): void {
  if (!/^\/attend(\/|$|\?)/.test(path)) return;
  tabStorage()?.setItem(RETURN_KEY, path);
}

function takeReturn(): string | null {
  const store = tabStorage();
  const path = store?.getItem(RETURN_KEY) ?? null;
  store?.removeItem(RETURN_KEY);
  return path;
}

/**
 * Where a finished sign-in goes (docs/product.md#sign-in-and-sessions): first-time users to /add-info, others back to
 * a remembered attendance address, else to /main.
 */
export function pathAfterSignIn(first: boolean): string {
  const back = takeReturn();
  return first ? '/add-info' : (back ?? '/main');
}

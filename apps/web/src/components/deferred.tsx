import { lazy, Suspense, useEffect, useState, type ComponentType, type JSX } from 'react';
import { afterLoadWhenIdle } from '../lib/idle';

/** A deferred part: rendered where it is used once it is wanted, or once it loaded in idle time. */
export type Deferred<P> = ComponentType<P & { wanted: boolean }> & {
  /** Starts loading the part's code (a button's hover or focus, say); every call after the first is free. */
  preload: () => Promise<unknown>;
};

/**
 * A part of a page whose code loads after the page: a dialog's form that no first screen shows, with the contract's
 * schemas (docs/decisions/0018-signed-in-first-load.md). Its code is fetched and run once the page has loaded and the
 * browser is idle, or at once when `wanted` (the dialog opens) or `preload` is called. Until then it renders
 * nothing; once loaded it stays rendered, as a part imported with the page would, so a dialog that opens later opens
 * at once and one that closes can close as usual.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // Once loaded, rendered directly: a lazy part suspends for a moment even when its code is here, and a dialog's
  // submit button clicked in that moment would submit a form not yet rendered.
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // a failed fetch (no network) is tried again the next time
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Part = lazy(preload);

  function DeferredPart({ wanted, ...props }: P & { wanted: boolean }) {
    const [ready, setReady] = useState(wanted);
    if (wanted && !ready) setReady(true);
    useEffect(() => {
      if (ready) return;
      let live = true;
      const cancel = afterLoadWhenIdle(() => {
        preload().then(
          () => live && setReady(true),
          () => undefined,
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [ready]);
    if (!ready) return null;
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />;
    }
    return (
      <Suspense fallback={null}>
        <Part {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(DeferredPart, { preload });
}

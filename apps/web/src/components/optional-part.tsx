import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunk-load';

/** Renders nothing in place of a part whose code could not be fetched; any other error goes on up. */
class PartLoadBoundary extends Component<
  { children: ReactNode; onLoadFailed: () => void },
  { failed: unknown }
> {
  override state = { failed: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) this.props.onLoadFailed();
  }

  override render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (isChunkLoadError(failed)) return null;
    throw failed;
  }
}

/**
 * A part of a page whose code is fetched while the page renders rather than with it: a section below the first
 * screen (docs/decisions/0018-signed-in-first-load.md). It shows once its code is in, nothing before. If its code
 * cannot be fetched (the network gone, a new build meanwhile) the page goes on without it, and the next time the
 * part is shown its code is asked for again.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(async () => ({ default: await load() }));
  let Part = make();
  return function OptionalPart(props: P) {
    return (
      <PartLoadBoundary onLoadFailed={() => (Part = make())}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartLoadBoundary>
    );
  };
}

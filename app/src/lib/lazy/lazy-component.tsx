import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code is fetched the first time it is shown. */
export type LazyComponent<P> = ((props: P) => ReactElement | null) & {
  /** starts fetching the code early (e.g. when the pointer is over the button that opens it) */
  preload: () => Promise<unknown>;
};

/**
 * Wraps a component so its code (and what it brings: KaTeX, markdown, mathjs, the canvases, framer-motion)
 * loads only when `isShown(props)` first holds. From then on it stays mounted, so its state (a loaded list, a
 * drawing in progress, playing focus audio) survives being hidden and shown again. Nothing shows while the
 * code arrives.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isShown: (props: P) => boolean = () => true,
): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (pending ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);
  function Deferred(props: P) {
    const [shown, setShown] = useState(() => isShown(props));
    if (!shown && isShown(props)) setShown(true);
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: start });
}

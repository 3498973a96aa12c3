import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** A window component whose code is fetched the first time it opens. */
export type LazyWindow<P> = ((props: P) => ReactElement | null) & {
  /** starts fetching the code early (e.g. when the pointer is over the button that opens it) */
  preload: () => Promise<unknown>;
};

/**
 * Wraps a window so its code (and what it brings: KaTeX, markdown, mathjs, the canvases) loads only when
 * `isOpen(props)` first holds. From then on it stays mounted, so its state (a loaded list, a drawing in
 * progress, playing focus audio) survives closing and reopening.
 */
export function lazyWindow<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyWindow<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (pending ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);
  function Deferred(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: start });
}

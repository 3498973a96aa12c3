import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code is fetched the first time it is shown. */
export type LazyComponent<P> = ((props: P) => ReactElement | null) & {
  /** starts fetching the code early (e.g. when the pointer is over the button that opens it) */
  preload: () => Promise<unknown>;
};

/** A dynamic import of a component, and the component itself once it has arrived. */
export interface LoadedOnce<P> {
  /** starts the import once (later calls share it; a failed import may be tried again) */
  start: () => Promise<ComponentType<P>>;
  /** the component once the import has resolved, else undefined */
  loaded: () => ComponentType<P> | undefined;
}

/**
 * Keeps one dynamic import of a component, and the component once it has arrived. Rendered through
 * `useLoadedComponent`, not React.lazy: React.lazy suspends even when its import has already resolved (the
 * promise settles a microtask later), and React holds back a Suspense boundary's content until 300 ms after
 * its fallback was shown, so a preloaded window or screen still appeared ~300 ms after the tap
 * (tests/bench/lesson-list.ts).
 */
export function loadedOnce<P extends object>(load: () => Promise<ComponentType<P>>): LoadedOnce<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  const start = () =>
    (pending ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { start, loaded: () => component };
}

/**
 * The component once its code has arrived (undefined until then, and from the first render when it already
 * has); starts the import on mount. No Suspense: the component shows in the render after it arrives.
 */
export function useLoadedComponent<P extends object>(once: LoadedOnce<P>): ComponentType<P> | undefined {
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'ready'; component: ComponentType<P> }
    | { status: 'failed'; error: unknown }
  >(() => {
    const component = once.loaded();
    return component ? { status: 'ready', component } : { status: 'loading' };
  });
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    once.start().then(
      (component) => live && setState({ status: 'ready', component }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [once, state.status]);
  // A chunk that failed to load reaches the nearest error boundary, as React.lazy's would.
  if (state.status === 'failed') throw state.error;
  return state.status === 'ready' ? state.component : undefined;
}

/**
 * Wraps a component so its code (and what it brings: KaTeX, markdown, mathjs, the canvases, framer-motion)
 * loads only when `isShown(props)` first holds. From then on it stays mounted, so its state (a loaded list, a
 * drawing in progress, playing focus audio) survives being hidden and shown again. Nothing shows while the
 * code arrives, and it shows in the render after it arrives (code already fetched by `preload`, in the same
 * frame): no Suspense boundary, whose content React would hold back until 300 ms after its fallback.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isShown: (props: P) => boolean = () => true,
): LazyComponent<P> {
  const once = loadedOnce(load);
  function Shown(props: P) {
    const component = useLoadedComponent(once);
    return component ? createElement(component, props) : null;
  }
  function Deferred(props: P) {
    const [shown, setShown] = useState(() => isShown(props));
    if (!shown && isShown(props)) setShown(true);
    if (!shown) return null;
    return <Shown {...props} />;
  }
  return Object.assign(Deferred, { preload: once.start });
}

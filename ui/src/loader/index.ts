export { Loader, LoaderOverlay } from './loader';
export type { LoaderOverlayProps, LoaderProps } from './loader';
export { loaderContexts, loaderMessages, rotationInterval } from './messages';
export type { LoaderContext, LoaderIntensity, LoaderType } from './messages';

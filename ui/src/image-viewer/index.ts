export { ImageViewer } from './image-viewer';
export type { ImageViewerProps, ViewerImage } from './image-viewer';
export { keyToAction, stepIndex } from './navigation';
export type { ViewerAction } from './navigation';

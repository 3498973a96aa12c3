export { ImageSourceProvider, useImageSource } from './image-source';
export type { ImageLoader, ImageSource } from './image-source';

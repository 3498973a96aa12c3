export { BackArrow } from './back-arrow';
export type { BackArrowProps } from './back-arrow';

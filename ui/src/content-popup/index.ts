export { ContentPopup } from './content-popup';
export type { ContentPopupProps, PopupContent } from './content-popup';

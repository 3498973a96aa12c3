/** The imageViewer strings' Hebrew defaults (the `imageViewer` section of content/locales/he/ui.json). */
export const imageViewerStrings = {
  title: 'משאב למידה חזותי',
  previous: 'התמונה הקודמת',
  next: 'התמונה הבאה',
  close: 'סגירה',
  loading: 'טוען תמונה...',
  noToken: 'לא נמצא אסימון גישה',
  loadFailed: 'טעינת התמונה נכשלה. נסו שוב.',
  imageAlt: 'תמונה {n} מתוך {total}',
};

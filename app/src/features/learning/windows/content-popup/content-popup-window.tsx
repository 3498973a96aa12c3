import { ContentPopup, type PopupContent } from '@havruta/ui';
import type { ReactNode } from 'react';

/** What a `content` reply carries (docs/requirements.md#learning-space-screens: text paragraphs, or image or audio URLs). */
export interface PopupSource {
  paragraphs?: readonly string[];
  image_urls?: readonly string[];
  audio_urls?: readonly string[];
}

/** Paragraphs first, then the first image, then the first audio; null when there is nothing to show. */
export function popupContentOf(source: PopupSource): PopupContent | null {
  const paragraphs = (source.paragraphs ?? []).filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length > 0) return { kind: 'text', paragraphs };
  const image = source.image_urls?.find(Boolean);
  if (image) return { kind: 'image', url: image };
  const audio = source.audio_urls?.find(Boolean);
  if (audio) return { kind: 'audio', url: audio };
  return null;
}

export interface ContentPopupWindowProps {
  /** the content reply (or any object with paragraphs / image_urls / audio_urls) */
  content: PopupSource | null;
  /** whether the popup is shown */
  open: boolean;
  /** the close button, Escape and the backdrop */
  onClose: () => void;
  /** the heading; 'Content' by default */
  title?: ReactNode;
}

/** The content popup for a `content` reply: its paragraphs (with math), or its image, or its audio. */
export function ContentPopupWindow({ content, open, onClose, title }: ContentPopupWindowProps) {
  const shown = content ? popupContentOf(content) : null;
  if (!shown) return null;
  return (
    <ContentPopup open={open} onOpenChange={(next) => !next && onClose()} content={shown} title={title} />
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { IconButton } from '../button/button';
import { CloseIcon } from '../button/icons';
import { ContentImage } from '../rich-text/content-image';
import { RichText } from '../rich-text/rich-text';
import { ContentAudio } from '../rich-text/content-audio';
import { useUiStrings } from '../strings-context';
import { contentPopupStrings } from './strings';
import './content-popup.css';

/** What the popup shows: paragraphs of text (with math), an image URL or an audio URL. */
export type PopupContent =
  | { kind: 'text'; paragraphs: readonly string[] }
  | { kind: 'image'; url: string; alt?: string }
  | { kind: 'audio'; url: string };

export interface ContentPopupProps {
  /** whether the popup is open */
  open: boolean;
  /** called when the learner closes it (close button, Escape, outside click) */
  onOpenChange: (open: boolean) => void;
  /** what to show */
  content: PopupContent;
  /** the heading; defaults to the generic "Content" */
  title?: ReactNode;
}

/** A modal popup for a piece of content the tutor points at. */
export function ContentPopup({ open, onOpenChange, content, title }: ContentPopupProps) {
  const strings = useUiStrings('contentPopup', contentPopupStrings);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="hv-content-popup__overlay" />
        <Dialog.Content className="hv-content-popup" aria-describedby={undefined} data-kind={content.kind}>
          <div className="hv-content-popup__header">
            <Dialog.Title className="hv-content-popup__title">{title ?? strings.title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={strings.close} icon={<CloseIcon />} size="sm" />
            </Dialog.Close>
          </div>
          <div className="hv-content-popup__body">
            {content.kind === 'text' &&
              content.paragraphs.map((paragraph, index) => <RichText key={index} as="p" text={paragraph} />)}
            {content.kind === 'image' && (
              <ContentImage src={content.url} alt={content.alt ?? strings.imageAlt} />
            )}
            {content.kind === 'audio' && <ContentAudio src={content.url} label={strings.audioLabel} />}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { ImageViewer } from '@havruta/ui';
import { useMemo } from 'react';
import { chatApi } from '../../../../lib/api-client/chat';
import { readAccessToken } from '../../../../lib/api-client/config';

export interface ImageViewerWindowProps {
  /** the images of a reply, in order */
  urls: readonly string[];
  /** the image to show (controlled) */
  index: number;
  /** whether the viewer is shown */
  open: boolean;
  /** the close button and Escape */
  onClose: () => void;
  /** the arrows and the ← → keys */
  onIndexChange: (index: number) => void;
}

/** Fetches one image as a blob with the learner's Bearer token (the client adds it). */
function loadImage(url: string): Promise<Blob> {
  return chatApi.getImage(url);
}

/**
 * 'Visual Learning Resource': the reply's images one at a time, each read as a blob with the Bearer token
 * ('No access token found' without one, 'Failed to load image. Please try again.' when it fails).
 */
export function ImageViewerWindow({ urls, index, open, onClose, onIndexChange }: ImageViewerWindowProps) {
  const images = useMemo(() => urls.map((url) => ({ url })), [urls]);
  if (!open || images.length === 0) return null;
  return (
    <ImageViewer
      images={images}
      token={readAccessToken()}
      loadImage={loadImage}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
    />
  );
}

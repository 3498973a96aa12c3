import { forwardRef, useState, type HTMLAttributes } from 'react';
import { useImageSource } from '../image-source/image-source';
import { safeUrl } from '../rich-text/safe-url';
import { useUiStrings } from '../strings-context';
import { structuredReplyStrings } from './strings';

/** Opens the image viewer on one of a message's images. */
export type OpenImages = (urls: readonly string[], index: number) => void;

function Thumbnail({
  url,
  alt,
  label,
  onOpen,
}: {
  url: string;
  alt: string;
  label: string;
  onOpen?: () => void;
}) {
  const strings = useUiStrings('structuredReply', structuredReplyStrings);
  const source = useImageSource(url);
  const [failed, setFailed] = useState(false);
  // A URL the loader fetched is an object URL this page made; any other goes through the URL policy.
  const src =
    source.status === 'ready'
      ? source.src.startsWith('blob:')
        ? source.src
        : safeUrl(source.src, 'image')
      : null;
  if (source.status === 'error' || failed || (source.status === 'ready' && !src)) return null;
  const picture =
    source.status === 'loading' || !src ? (
      <span className="hv-reply-image__placeholder" role="img" aria-label={strings.loadingImage} />
    ) : (
      <img
        className="hv-reply-image__img"
        src={src}
        alt={onOpen ? '' : alt}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  if (!onOpen) return <span className="hv-reply-image">{picture}</span>;
  return (
    <button type="button" className="hv-reply-image" aria-label={label} title={alt} onClick={onOpen}>
      {picture}
    </button>
  );
}

export interface ReplyImagesProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the image URLs, in order */
  urls: readonly string[];
  /** a description of the images (the reply's alt text) */
  alt?: string;
  /** opens the image viewer at the clicked image; without it the images are not buttons */
  onOpenImages?: OpenImages;
}

/**
 * A message's images as thumbnails; each opens the image viewer on the whole set. Protected images are
 * fetched through the ImageSourceProvider's loader; an image that fails to load is hidden (docs/requirements.md#learning-space-errors).
 */
export const ReplyImages = forwardRef<HTMLDivElement, ReplyImagesProps>(function ReplyImages(
  { urls, alt, onOpenImages, className, ...rest },
  ref,
) {
  const strings = useUiStrings('structuredReply', structuredReplyStrings);
  if (urls.length === 0) return null;
  return (
    <div {...rest} ref={ref} className={['hv-reply-images', className].filter(Boolean).join(' ')}>
      {urls.map((url, index) => (
        <Thumbnail
          key={`${index}:${url}`}
          url={url}
          alt={alt ?? strings.image}
          label={strings.openImage.replace('{n}', String(index + 1)).replace('{total}', String(urls.length))}
          onOpen={onOpenImages ? () => onOpenImages(urls, index) : undefined}
        />
      ))}
    </div>
  );
});

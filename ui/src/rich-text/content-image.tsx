import { forwardRef, useState, type ImgHTMLAttributes } from 'react';
import { safeUrl } from './safe-url';

export interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** https or relative URL; anything else renders nothing */
  src: string | undefined;
  /** text alternative, required */
  alt: string;
}

/** An image from content: unsafe URLs are dropped and an image that fails to load is hidden. */
export const ContentImage = forwardRef<HTMLImageElement, ContentImageProps>(function ContentImage(
  { src, alt, className, onError, ...rest },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safe = safeUrl(src, 'image');
  if (!safe || failedSrc === safe) return null;
  return (
    <img
      {...rest}
      ref={ref}
      src={safe}
      alt={alt}
      loading="lazy"
      className={['hv-content-image', className].filter(Boolean).join(' ')}
      onError={(event) => {
        setFailedSrc(safe);
        onError?.(event);
      }}
    />
  );
});

import { forwardRef, type AudioHTMLAttributes } from 'react';
import { safeUrl } from './safe-url';

export interface ContentAudioProps extends Omit<AudioHTMLAttributes<HTMLAudioElement>, 'src'> {
  /** http(s) or relative URL; anything else renders nothing */
  src: string | undefined;
  /** the player's accessible name */
  label: string;
}

/** An audio clip from content, with native controls; nothing is fetched until the learner presses play. */
export const ContentAudio = forwardRef<HTMLAudioElement, ContentAudioProps>(function ContentAudio(
  { src, label, className, ...rest },
  ref,
) {
  const safe = safeUrl(src, 'link');
  if (!safe) return null;
  return (
    // The clips are spoken replies and recordings whose text is the message itself, so no caption track.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio
      {...rest}
      ref={ref}
      className={['hv-content-audio', className].filter(Boolean).join(' ')}
      controls
      preload="none"
      src={safe}
      aria-label={label}
    />
  );
});

import { forwardRef, type HTMLAttributes } from 'react';
import { IconButton } from '../button/button';
import { PauseIcon, PlayIcon, StopIcon } from '../button/icons';
import { useUiStrings } from '../strings-context';
import { audioPlayerStrings } from './strings';
import './audio-player.css';

/** The playback state (docs/requirements.md#learning-space-states, TTS: idle → loading → playing → paused or stopped). */
export type AudioPlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped';

export interface AudioPlayerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onPlay' | 'onPause'> {
  /** where playback is; the app owns the audio element */
  state: AudioPlayerState;
  /** starts or resumes playback */
  onPlay: () => void;
  /** pauses playback */
  onPause: () => void;
  /** stops playback and rewinds */
  onStop: () => void;
  /** overrides the group's accessible name */
  label?: string;
}

/**
 * Play, pause and stop controls for read-aloud audio. Play and Pause share one slot (the button shows what
 * it will do); Stop is enabled while something is playing or paused. Media icons are not mirrored in RTL.
 */
export const AudioPlayer = forwardRef<HTMLDivElement, AudioPlayerProps>(function AudioPlayer(
  { state, onPlay, onPause, onStop, label, className, ...rest },
  ref,
) {
  const strings = useUiStrings('audioPlayer', audioPlayerStrings);
  const playing = state === 'playing';
  const active = playing || state === 'paused';
  return (
    <div
      {...rest}
      ref={ref}
      role="group"
      aria-label={label ?? strings.label}
      aria-busy={state === 'loading' || undefined}
      className={['hv-audio-player', className].filter(Boolean).join(' ')}
      data-state={state}
    >
      {playing ? (
        <IconButton label={strings.pause} icon={<PauseIcon />} size="sm" onClick={onPause} />
      ) : (
        <IconButton
          label={strings.play}
          icon={<PlayIcon />}
          size="sm"
          disabled={state === 'loading'}
          onClick={onPlay}
        />
      )}
      <IconButton label={strings.stop} icon={<StopIcon />} size="sm" disabled={!active} onClick={onStop} />
      {state === 'loading' && (
        <span className="hv-audio-player__status" role="status">
          {strings.loading}
        </span>
      )}
      {playing && <span className="hv-audio-player__wave" aria-hidden="true" />}
    </div>
  );
});

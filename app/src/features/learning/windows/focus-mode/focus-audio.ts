import type { FocusMode } from '@havruta/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { resolveMediaUrl } from '../../../../lib/api-client/media';

/** Focus and background audio plays at 0.3, looped (docs/requirements.md#learning-space-limits). */
export const FOCUS_VOLUME = 0.3;

/** /static/sounds/{Mode}_Mode.mp3, the mode's first letter capitalised (docs/requirements.md#learning-space-calls). */
export function focusSoundPath(mode: FocusMode): string {
  return `/static/sounds/${mode.charAt(0).toUpperCase()}${mode.slice(1)}_Mode.mp3`;
}

/** One mode at a time: choosing the playing mode again stops it (docs/requirements.md#learning-space-states). */
export function nextFocusMode(current: FocusMode | null, chosen: FocusMode): FocusMode | null {
  return current === chosen ? null : chosen;
}

export interface FocusAudio {
  /** the playing mode, or null */
  mode: FocusMode | null;
  /** plays a mode (stopping any other), or stops it when it is the playing one */
  select: (mode: FocusMode) => void;
  /** stops playback */
  stop: () => void;
}

/**
 * The focus-mode player: one looped audio element at volume 0.3. `onPlaying` runs once playback has
 * started, `onFailed` when the browser refuses or the file does not load; playback stops on unmount.
 */
export function useFocusAudio(
  onPlaying: (mode: FocusMode) => void,
  onFailed: (error: unknown) => void,
): FocusAudio {
  const [mode, setMode] = useState<FocusMode | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const callbacks = useRef({ onPlaying, onFailed });
  useEffect(() => {
    callbacks.current = { onPlaying, onFailed };
  });

  const halt = useCallback(() => {
    const audio = audioRef.current;
    audioRef.current = null;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
  }, []);

  const stop = useCallback(() => {
    halt();
    setMode(null);
  }, [halt]);

  const select = useCallback(
    (chosen: FocusMode) => {
      const next = nextFocusMode(mode, chosen);
      halt();
      setMode(next);
      if (!next) return;
      const audio = new Audio(resolveMediaUrl(focusSoundPath(next)));
      audio.loop = true;
      audio.volume = FOCUS_VOLUME;
      audioRef.current = audio;
      audio.play().then(
        () => {
          if (audioRef.current === audio) callbacks.current.onPlaying(next);
        },
        (error: unknown) => {
          if (audioRef.current !== audio) return;
          halt();
          setMode(null);
          callbacks.current.onFailed(error);
        },
      );
    },
    [halt, mode],
  );

  useEffect(() => halt, [halt]);
  return { mode, select, stop };
}

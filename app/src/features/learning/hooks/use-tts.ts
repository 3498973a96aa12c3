import { useToast, type AudioPlayerState } from '@havruta/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../../../lib/api-client';
import { readAccessToken } from '../../../providers/session';
import { plainText, type ChatEntry } from '../state/entries';
import { modeKeys } from '../state/modes';
import { ClipCache, ttsSkipReason } from '../state/tts-cache';

function readEnabled(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(modeKeys.ttsEnabled) === 'true';
}

/** The audio of a clip URL as an object URL: clips are the user's own, read with the bearer token. */
async function loadClip(url: string): Promise<string> {
  return URL.createObjectURL(await chatApi.getTtsAudio(url));
}

/**
 * Read-aloud (docs/requirements.md#learning-space-states TTS: idle → loading → playing → paused or stopped). With `ttsEnabled` on,
 * each new reply is spoken; any assistant reply can be spoken on demand. The three most recent clips are
 * kept (as object URLs, revoked when dropped); a message whose speech failed is remembered and never
 * asked for again; TTS errors are only logged.
 */
export function useTts() {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const [enabled, setEnabledState] = useState(readEnabled);
  const [state, setState] = useState<AudioPlayerState>('idle');
  const [speaking, setSpeaking] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const cache = useRef(new ClipCache(undefined, (url) => URL.revokeObjectURL(url)));
  const failed = useRef(new Set<string>());
  const request = useRef(0);
  const loadingId = useRef<string | null>(null);

  useEffect(() => {
    const clips = cache.current;
    return () => {
      audio.current?.pause();
      audio.current = null;
      clips.clear();
    };
  }, []);

  const setEnabled = useCallback((next: boolean) => {
    localStorage.setItem(modeKeys.ttsEnabled, String(next));
    setEnabledState(next);
    if (!next) {
      audio.current?.pause();
      setState('stopped');
    }
  }, []);

  const play = useCallback(
    async (url: string) => {
      const element = (audio.current ??= new Audio());
      element.onended = () => setState('stopped');
      element.onerror = () => {
        setState('stopped');
        toast.error(t('tts.playFailed'));
      };
      if (element.src !== url) element.src = url;
      element.currentTime = 0;
      try {
        await element.play();
        setState('playing');
      } catch (error) {
        console.warn('read-aloud playback failed', error);
        setState('stopped');
      }
    },
    [t, toast],
  );

  /** Speaks one entry (cached clip, or a new one from generate_tts). */
  const speak = useCallback(
    async (entry: ChatEntry) => {
      const text = plainText(entry.content);
      const skip = ttsSkipReason({
        role: entry.role,
        messageId: entry.messageId,
        text,
        hasToken: readAccessToken() !== null,
        failedBefore: entry.messageId ? failed.current.has(entry.messageId) : false,
      });
      if (skip || !entry.messageId) return;
      const messageId = entry.messageId;
      // A clip already on its way is not asked for twice.
      if (loadingId.current === messageId) return;
      const ticket = (request.current += 1);
      setSpeaking(messageId);
      audio.current?.pause();
      const cached = cache.current.get(messageId);
      if (cached) {
        await play(cached);
        return;
      }
      setState('loading');
      loadingId.current = messageId;
      try {
        const { audio_url: clipUrl } = await chatApi.generateTts({
          content: [{ type: 'text', text }],
          message_id: messageId,
        });
        const url = await loadClip(clipUrl);
        cache.current.set(messageId, url);
        if (ticket === request.current) await play(url);
      } catch (error) {
        failed.current.add(messageId);
        console.warn('read-aloud failed', error);
        if (ticket === request.current) setState('idle');
      } finally {
        if (loadingId.current === messageId) loadingId.current = null;
      }
    },
    [play],
  );

  const pause = useCallback(() => {
    audio.current?.pause();
    setState('paused');
  }, []);
  const resume = useCallback(() => {
    const element = audio.current;
    if (!element?.src) return;
    element.play().then(
      () => setState('playing'),
      (error: unknown) => console.warn('read-aloud playback failed', error),
    );
  }, []);
  const stop = useCallback(() => {
    const element = audio.current;
    if (element) {
      element.pause();
      element.currentTime = 0;
    }
    setState('stopped');
  }, []);

  return {
    enabled,
    setEnabled,
    state,
    speaking,
    speak,
    pause,
    resume,
    stop,
    cachedIds: () => cache.current.keys(),
  };
}

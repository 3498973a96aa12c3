import { useToast, type RecordingState } from '@havruta/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../../backend/contract';
import { chatApi } from '../../../lib/api-client';
import { isRateLimited, transcriptionFailure, transcriptionRetryDelays } from '../state/voice';
import { ReportedError } from '../exchange';
import type { Conversation } from './use-conversation';
import { wait } from './use-latest';

/** The recorder's file type, the first the browser supports. */
function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

function extensionOf(type: string): string {
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mp4')) return 'm4a';
  return 'webm';
}

/**
 * The record button (docs/requirements.md#learning-space-states, #learning-space-validation, #learning-space-errors): the microphone permission first, 'Recording started',
 * 'Recording stopped', a zero-size recording refused, then the transcription (the learner's words and the
 * tutor's reply join the chat), retried after 2 s, 4 s and 8 s while rate-limited.
 */
export function useRecorder(course: Course | null, conversation: Conversation) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const [state, setState] = useState<RecordingState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const { exchange, heard } = conversation;

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
  };
  useEffect(() => () => release(), []);

  const transcribe = useCallback(
    async (audio: Blob) => {
      if (!course) return;
      const file = new File([audio], `recording.${extensionOf(audio.type)}`, {
        type: audio.type || 'audio/webm',
      });
      setState('transcribing');
      try {
        await exchange(
          async (thread, clientMessageId, _onDelta, signal) => {
            for (let attempt = 0; ; attempt += 1) {
              try {
                const result = await chatApi.transcribeAudio(
                  {
                    file,
                    thread_id: thread,
                    course_id: course.id,
                    client_message_id: clientMessageId,
                  },
                  signal,
                );
                // The learner's words replace the placeholder bubble before the reply joins the chat.
                heard(clientMessageId, result.transcript);
                return { bot: result.bot, thread_id: thread, message_id: result.message_id };
              } catch (error) {
                const delay = transcriptionRetryDelays[attempt];
                if (!isRateLimited(error) || delay === undefined) throw error;
                await wait(delay);
              }
            }
          },
          { display: t('voice.message'), quiet: true, context: 'audio' },
        );
        toast.success(t('voice.transcribed'));
      } catch (error) {
        if (error instanceof ReportedError) return;
        console.warn('transcription failed', error);
        const kind = transcriptionFailure(error);
        if (kind === 'highDemand') toast.error(t('voice.highDemand'));
        else if (kind === 'busy') toast.error(t('voice.busy'));
        else if (kind === 'unavailable') toast.error(t('voice.unavailable'));
        else if (kind === 'empty') toast.error(t('voice.empty'));
        else if (kind === 'network') toast.error(t('chat.network'));
        else toast.error(t('voice.failed'));
      } finally {
        setState('idle');
      }
    },
    [course, exchange, heard, t, toast],
  );

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      toast.error(t('voice.startFailed'));
      return;
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const denied =
        error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      toast.error(denied ? t('voice.permission') : t('voice.startFailed'));
      return;
    }
    try {
      const type = recordingType();
      const media = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        const audio = new Blob(chunks, { type: media.mimeType || type || 'audio/webm' });
        release();
        toast.success(t('voice.stopped'));
        if (audio.size === 0) {
          setState('idle');
          toast.error(t('voice.empty'));
          return;
        }
        void transcribe(audio);
      };
      media.start();
      recorder.current = media;
      setState('recording');
      toast.success(t('voice.started'));
    } catch (error) {
      console.warn('recording failed to start', error);
      release();
      toast.error(t('voice.startFailed'));
    }
  }, [t, toast, transcribe]);

  const toggle = useCallback(() => {
    if (state === 'recording') recorder.current?.stop();
    else if (state === 'idle') void start();
  }, [start, state]);

  return { state, toggle };
}

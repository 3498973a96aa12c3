import { FocusModePopup, useToast, type FocusMode } from '@havruta/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../windows.css';
import { useFocusAudio } from './focus-audio';

export interface FocusModeWindowProps {
  /** whether the popup is shown; the audio keeps playing while it is hidden, so keep this mounted */
  open: boolean;
  /** the close button and Escape */
  onClose: () => void;
  /** told the playing mode (null when stopped), e.g. for an indicator on the screen's button */
  onModeChange?: (mode: FocusMode | null) => void;
}

/**
 * The focus-mode popup and its player: Calm, Study and Creativity, one at a time, looped at volume 0.3;
 * 'Playing {mode} mode' once it plays, 'Could not play focus audio' when it cannot; Stop Playback.
 */
export function FocusModeWindow({ open, onClose, onModeChange }: FocusModeWindowProps) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const modeNames: Record<FocusMode, string> = {
    calm: t('windows.focus.modes.calm'),
    study: t('windows.focus.modes.study'),
    creativity: t('windows.focus.modes.creativity'),
  };
  const audio = useFocusAudio(
    (mode) => toast.info(t('windows.focus.playing', { mode: modeNames[mode] })),
    (error) => {
      console.warn('focus audio failed', error);
      toast.error(t('windows.focus.failed'));
    },
  );

  const mode = audio.mode;
  useEffect(() => {
    onModeChange?.(mode);
  }, [mode, onModeChange]);

  // Escape inside the popup closes it, like the windows.
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div ref={panelRef} className="learning-focus-mode">
      <FocusModePopup activeMode={audio.mode} onSelect={audio.select} onStop={audio.stop} onClose={onClose} />
    </div>
  );
}

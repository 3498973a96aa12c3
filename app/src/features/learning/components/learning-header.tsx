import { AudioPlayer, BackArrow, type AudioPlayerState } from '@havruta/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../lib/i18n/language-switch';

export interface LearningHeaderProps {
  /** 'Test: {name}', 'שיעור: {title}' (the name isolated) or the tutor's name */
  title: ReactNode;
  ttsEnabled: boolean;
  onTtsChange: (enabled: boolean) => void;
  ttsState: AudioPlayerState;
  onPlay: () => void;
  onPause: () => void;
  onStop: () => void;
}

/** Back to the dashboard, the title by mode, read-aloud with its player, and the language switch. */
export function LearningHeader({
  title,
  ttsEnabled,
  onTtsChange,
  ttsState,
  onPlay,
  onPause,
  onStop,
}: LearningHeaderProps) {
  const { t } = useTranslation('learning');
  return (
    <header className="learning__bar">
      <Link className="learning__back" to="/dashboard">
        <BackArrow />
        {t('back')}
      </Link>
      <h1 className="learning__title">{title}</h1>
      <div className="learning__actions">
        <label className="learning__tts">
          <input
            type="checkbox"
            checked={ttsEnabled}
            onChange={(event) => onTtsChange(event.target.checked)}
          />
          {t('tts.toggle')}
        </label>
        {ttsEnabled && <AudioPlayer state={ttsState} onPlay={onPlay} onPause={onPause} onStop={onStop} />}
        <LanguageSwitch />
      </div>
    </header>
  );
}

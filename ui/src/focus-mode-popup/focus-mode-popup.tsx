import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Button, IconButton } from '../button/button';
import { CloseIcon, StopIcon } from '../button/icons';
import { useUiStrings } from '../strings-context';
import { focusModeStrings } from './strings';
import './focus-mode-popup.css';

/** The background-audio focus modes (files /static/sounds/{Mode}_Mode.mp3). */
export type FocusMode = 'calm' | 'study' | 'creativity';

/** Every mode, in display order. */
export const focusModes: readonly FocusMode[] = ['calm', 'study', 'creativity'];

const icons: Record<FocusMode, string> = { calm: '🌊', study: '📚', creativity: '🎨' };

export interface FocusModePopupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** the playing mode, or null */
  activeMode: FocusMode | null;
  /** called with the chosen mode; choosing the active mode again is the app's cue to stop it */
  onSelect: (mode: FocusMode) => void;
  /** stops playback */
  onStop: () => void;
  /** closes the popup; no close button without it */
  onClose?: () => void;
}

/** The focus-mode panel: Calm, Study, Creativity and Stop Playback; the active mode is aria-pressed. */
export const FocusModePopup = forwardRef<HTMLDivElement, FocusModePopupProps>(function FocusModePopup(
  { activeMode, onSelect, onStop, onClose, className, ...rest },
  ref,
) {
  const strings = useUiStrings('focusMode', focusModeStrings);
  const titleId = useId();
  return (
    <div
      {...rest}
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      className={['hv-focus-mode', className].filter(Boolean).join(' ')}
      data-state={activeMode ?? 'off'}
    >
      <div className="hv-focus-mode__header">
        <h2 id={titleId} className="hv-focus-mode__title">
          {strings.title}
        </h2>
        {onClose && <IconButton label={strings.close} icon={<CloseIcon />} size="sm" onClick={onClose} />}
      </div>
      <div className="hv-focus-mode__modes">
        {focusModes.map((mode) => (
          <button
            key={mode}
            type="button"
            className="hv-focus-mode__mode"
            aria-pressed={activeMode === mode}
            data-state={activeMode === mode ? 'on' : 'off'}
            onClick={() => onSelect(mode)}
          >
            <span aria-hidden="true" className="hv-focus-mode__icon">
              {icons[mode]}
            </span>
            {strings[mode]}
          </button>
        ))}
      </div>
      <Button variant="secondary" size="sm" icon={<StopIcon />} disabled={!activeMode} onClick={onStop}>
        {strings.stop}
      </Button>
    </div>
  );
});

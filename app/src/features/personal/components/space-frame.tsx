import { BackArrow } from '@havruta/ui';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../lib/i18n/language-switch';
import '../personal.css';

interface SpaceFrameProps {
  /** the back control's text */
  backLabel: string;
  /** what the back control does */
  onBack: () => void;
  /** the page's one h1 */
  title: string;
  /** a line under the title */
  lead?: string;
  /** controls at the end of the bar (calculator, …) */
  tools?: ReactNode;
  children: ReactNode;
}

/** The frame of the personal space and Time-Out: a bar with Back and the language switch, then the page. */
export function SpaceFrame({ backLabel, onBack, title, lead, tools, children }: SpaceFrameProps) {
  return (
    <div className="personal">
      <header className="personal__bar">
        <button type="button" className="personal__back" onClick={onBack}>
          <BackArrow />
          {backLabel}
        </button>
        <div className="personal__tools">
          {tools}
          <LanguageSwitch />
        </div>
      </header>
      <main className="personal__main">
        <h1 className="personal__title">{title}</h1>
        {lead && <p className="personal__lead">{lead}</p>}
        {children}
      </main>
    </div>
  );
}

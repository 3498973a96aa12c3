import type { ReactNode } from 'react';
import { SignedInFrame } from '../../../lib/frame/signed-in-frame';
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
  children: ReactNode;
}

/** The personal space and Time-Out in the signed-in frame: Back (a button: a history step or a route), h1, lead. */
export function SpaceFrame({ backLabel, onBack, title, lead, children }: SpaceFrameProps) {
  return (
    <SignedInFrame back={{ label: backLabel, onClick: onBack }}>
      <div className="personal">
        <h1 className="personal__title">{title}</h1>
        {lead && <p className="personal__lead">{lead}</p>}
        {children}
      </div>
    </SignedInFrame>
  );
}

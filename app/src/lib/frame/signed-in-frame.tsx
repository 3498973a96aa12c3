import { BackArrow } from '@havruta/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/language-switch';
import './signed-in-frame.css';

interface SignedInFrameProps {
  /** the back control: a link to a route, or a button with its own action (a history step) */
  back: { label: string; to: string } | { label: string; onClick: () => void };
  /** controls after the language switch (Log out, …) */
  actions?: ReactNode;
  /** the page */
  children: ReactNode;
}

/** The frame of the signed-in screens (dashboard, personal space, Time-Out): Back, language, the page. */
export function SignedInFrame({ back, actions, children }: SignedInFrameProps) {
  const content = (
    <>
      <BackArrow />
      {back.label}
    </>
  );
  return (
    <div className="signed-in">
      <header className="frame-bar">
        {'to' in back ? (
          <Link className="pill-button pill-button--quiet" to={back.to}>
            {content}
          </Link>
        ) : (
          <button type="button" className="pill-button pill-button--quiet" onClick={back.onClick}>
            {content}
          </button>
        )}
        <div className="signed-in__actions">
          <LanguageSwitch />
          {actions}
        </div>
      </header>
      <main className="signed-in__main">{children}</main>
    </div>
  );
}

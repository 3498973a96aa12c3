import { Calculator, IconButton, Loader, MessageBubble, type MessageContent } from '@havruta/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One message of the introduction or Time-Out chat. */
export interface ChatLine {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: MessageContent;
  /** a drawing the student made here (a PNG data URL from our own canvas), shown under the text */
  drawing?: string;
}

interface ChatThreadProps {
  /** the accessible name of the message log */
  label: string;
  messages: readonly ChatLine[];
  /** a reply is on its way */
  busy: boolean;
  /** what an empty log says */
  empty?: string;
  /** the alt text of a drawing */
  drawingAlt?: string;
}

/**
 * The message log of the two personal-space chats: plain text and markdown bubbles (the learning space
 * has the rich renderers), a typing indicator while a reply is on its way, and the newest message in view.
 */
export function ChatThread({ label, messages, busy, empty, drawingAlt }: ChatThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, busy]);

  return (
    <div
      className="personal-chat__log"
      role="log"
      aria-label={label}
      aria-busy={busy}
      // As the learning space's list: a scrolling region must be reachable by keyboard (axe, in the e2e run).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {messages.length === 0 && !busy && empty && <p className="personal-chat__empty">{empty}</p>}
      {messages.map((message) => (
        <div key={message.id} className="personal-chat__message" data-role={message.role}>
          <MessageBubble role={message.role} content={message.content} />
          {message.drawing && (
            <img className="personal-chat__drawing" src={message.drawing} alt={drawingAlt ?? ''} />
          )}
        </div>
      ))}
      {busy && <Loader type="typing" context="chat" />}
      <div ref={end} />
    </div>
  );
}

function CalculatorIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2 3h8v3H8zm0 6h2m3 0h2m-7 3h2m3 0h2m-7 3h2m3 0h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The floating calculator of the chat screens (docs/requirements.md#accounts-screens), opened and closed from one toggle. */
export function CalculatorToggle() {
  const { t } = useTranslation('personal');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <IconButton
        ref={button}
        label={t('chat.calculator')}
        icon={<CalculatorIcon />}
        pressed={open}
        onClick={() => (open ? close() : setOpen(true))}
      />
      <Calculator open={open} onClose={close} />
    </>
  );
}

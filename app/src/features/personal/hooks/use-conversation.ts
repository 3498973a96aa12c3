import { useCallback, useRef, useState } from 'react';
import { newClientMessageId } from '../chat-rules';
import type { ChatLine } from '../components/chat-thread';

/** What a chat screen sends: the text, its client id (kept across retries) and an optional drawing. */
export interface Outgoing {
  text: string;
  clientMessageId: string;
  drawing?: string;
}

interface ConversationOptions<R> {
  /** sends one message; a rejection keeps the message for a retry */
  send: (message: Outgoing) => Promise<R>;
  /** the lines a reply adds to the log */
  linesOf: (reply: R) => ChatLine[];
}

/**
 * One turn at a time (docs/requirements.md#accounts-validation: no send while one is in flight, none of empty text): the student's
 * line shows at once; a failure takes it back out and keeps it for `retry`, which refills the input
 * with it (the same client id, so a message the server did store is not stored twice).
 */
export function useConversation<R>({ send, linesOf }: ConversationOptions<R>) {
  const [messages, setMessages] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(false);
  const pending = useRef<Outgoing | null>(null);

  const submit = useCallback(
    (text: string, drawing?: string) => {
      const message = text.trim();
      if (message === '' || inFlight.current) return false;
      const previous = pending.current;
      const outgoing: Outgoing = {
        text: message,
        drawing,
        clientMessageId:
          previous && previous.text === message && previous.drawing === drawing
            ? previous.clientMessageId
            : newClientMessageId(),
      };
      pending.current = outgoing;
      inFlight.current = true;
      const line: ChatLine = {
        id: `user-${outgoing.clientMessageId}`,
        role: 'user',
        content: message,
        drawing,
      };
      setMessages((current) => [...current, line]);
      setSending(true);
      setError(null);
      setDraft('');
      send(outgoing)
        .then(
          (reply) => {
            pending.current = null;
            const lines = linesOf(reply);
            setMessages((current) => [...current, ...lines]);
          },
          (failure: unknown) => {
            console.warn('chat message failed', failure);
            setMessages((current) => current.filter((item) => item.id !== line.id));
            setError(failure);
          },
        )
        .finally(() => {
          inFlight.current = false;
          setSending(false);
        });
      return true;
    },
    [linesOf, send],
  );

  /** Puts the failed message back in the input and clears the error. */
  const retry = useCallback(() => {
    if (pending.current) setDraft(pending.current.text);
    setError(null);
  }, []);

  return { messages, setMessages, draft, setDraft, sending, error, submit, retry };
}

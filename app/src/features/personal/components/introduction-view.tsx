import { Button, InputBar, Loader, paragraphs } from '@havruta/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntroductionReply } from '../../../../../backend/contract';
import { introductionApi } from '../../../lib/api-client';
import { newClientMessageId } from '../chat-rules';
import { useConversation, type Outgoing } from '../hooks/use-conversation';
import { useReason } from '../hooks/use-reason';
import { CalculatorToggle, ChatThread, type ChatLine } from './chat-thread';

/** Where the introduction stands (docs/requirements.md#accounts-states): loading, then the chat, then complete with a summary. */
type Phase =
  | { name: 'checking' }
  | { name: 'done'; summary: string }
  | { name: 'starting' }
  | { name: 'failed'; error: unknown }
  | { name: 'chat'; threadId: string }
  | { name: 'complete'; summary: string };

function Summary({ title, lead, text }: { title: string; lead?: string; text: string }) {
  const titleId = useId();
  return (
    <section className="personal-summary-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {lead && <p className="personal-summary-card__lead">{lead}</p>}
      {/* The summary is the server's text, in its own language: each paragraph takes its direction. */}
      {paragraphs(text).map((paragraph, index) => (
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/**
 * Introduction: the status first — a finished introduction shows its summary; otherwise the chat starts
 * (no thread id → 'No thread ID received from server'), one turn per send, until a reply carries the
 * summary: then input and send are disabled, a success banner shows and the summary with it.
 */
export function IntroductionView() {
  const { t } = useTranslation('personal');
  const reason = useReason();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const threadId = phase.name === 'chat' ? phase.threadId : null;

  const send = useCallback(
    (message: Outgoing) => {
      if (!threadId) return Promise.reject(new Error('no introduction thread'));
      return introductionApi.send({
        message: message.text,
        thread_id: threadId,
        client_message_id: message.clientMessageId,
      });
    },
    [threadId],
  );
  const linesOf = useCallback((reply: IntroductionReply): ChatLine[] => {
    if (reply.has_summary) setPhase({ name: 'complete', summary: reply.summary ?? reply.message });
    return [{ id: `assistant-${newClientMessageId()}`, role: 'assistant', content: reply.message }];
  }, []);
  const chat = useConversation({ send, linesOf });
  const { setMessages } = chat;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const status = await introductionApi.status(signal);
        if (status.exists && status.content) {
          setPhase({ name: 'done', summary: status.content });
          return;
        }
      } catch (error) {
        if (signal.aborted) return;
        // An unknown status is not a finished introduction: start one.
        console.warn('introduction status failed', error);
      }
      setPhase({ name: 'starting' });
      try {
        const started = await introductionApi.start(signal);
        setMessages([{ id: 'assistant-greeting', role: 'assistant', content: started.message }]);
        setPhase({ name: 'chat', threadId: started.thread_id });
      } catch (error) {
        if (!signal.aborted) setPhase({ name: 'failed', error });
      }
    })();
    return () => controller.abort();
  }, [attempt, setMessages]);

  const complete = phase.name === 'complete';
  const inChat = phase.name === 'chat' || complete;

  return (
    <section className="personal-view personal-chat" aria-labelledby={titleId}>
      <div className="personal-view__header">
        <h2 id={titleId} className="personal-view__title">
          {t('introduction.title')}
        </h2>
        {inChat && <CalculatorToggle />}
      </div>
      {phase.name === 'checking' && <Loader type="dots" message={t('introduction.loading')} />}
      {phase.name === 'starting' && <Loader type="dots" message={t('introduction.starting')} />}
      {phase.name === 'done' && (
        <Summary
          title={t('introduction.summaryTitle')}
          lead={t('introduction.doneLead')}
          text={phase.summary}
        />
      )}
      {phase.name === 'failed' && (
        <div className="personal-alert" role="alert">
          <p>{t('introduction.initError', { reason: reason(phase.error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((value) => value + 1)}>
            {t('introduction.retry')}
          </Button>
        </div>
      )}
      {inChat && (
        <>
          <p className="personal__lead">{t('introduction.lead')}</p>
          <ChatThread label={t('chat.messages')} messages={chat.messages} busy={chat.sending} />
          {complete && (
            <>
              <p className="personal-success" role="status">
                {t('introduction.complete')}
              </p>
              <Summary title={t('introduction.summaryTitle')} text={phase.summary} />
            </>
          )}
          {chat.error !== null && (
            <div className="personal-alert" role="alert">
              <p>{t('introduction.sendError', { reason: reason(chat.error) })}</p>
              <Button variant="secondary" size="sm" onClick={chat.retry}>
                {t('introduction.retry')}
              </Button>
            </div>
          )}
          <InputBar
            value={chat.draft}
            onValueChange={chat.setDraft}
            loading={chat.sending}
            disabled={complete}
            onSend={(message) => chat.submit(message.text)}
          />
        </>
      )}
    </section>
  );
}

import { Button, DrawingPad, InputBar, Loader, useToast } from '@havruta/ui';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { BotReply, ChatMessage } from '../../../../../backend/contract';
import { chatApi } from '../../../lib/api-client';
import { courseCatalogue } from '../../../lib/courses/course-offer';
import { useAuth } from '../../../providers/auth-context';
import { readAccessToken } from '../../../providers/session';
import { newClientMessageId } from '../chat-rules';
import { useConversation, type Outgoing } from '../hooks/use-conversation';
import { injectTargets, timeoutChat } from '../timeout-rules';
import { CalculatorToggle, ChatThread, type ChatLine } from './chat-thread';
import { SpaceFrame } from './space-frame';

function fromHistory(message: ChatMessage): ChatLine {
  return { id: message.id, role: message.role, content: message.content };
}

/** Sends a message, or a drawing (the vision call, then the tutor's reply to it), to the Time-Out thread. */
async function sendToTimeout(threadId: string, message: Outgoing): Promise<BotReply> {
  const thread = { thread_id: threadId, course_id: timeoutChat.courseId };
  if (!message.drawing) {
    return chatApi.send({
      ...thread,
      message: message.text,
      assistant_id: timeoutChat.assistantId,
      skip_db_log: timeoutChat.skipDbLog,
      client_message_id: message.clientMessageId,
    });
  }
  const seen = await chatApi.analyzeDrawing({
    ...thread,
    image: message.drawing,
    message: message.text,
    client_message_id: message.clientMessageId,
  });
  return chatApi.drawingFollowUp({
    ...thread,
    analysis: seen.analysis,
    image_url: seen.image_url,
    message: message.text,
  });
}

/** The Time-Out chat once started: the log, the input, the drawing pad and Add Conversation. */
function TimeoutChat({ threadId, history }: { threadId: string; history: ChatLine[] }) {
  const { t } = useTranslation('personal');
  const toast = useToast();
  const [drawing, setDrawing] = useState(false);
  const [adding, setAdding] = useState(false);
  const hintId = useId();
  const send = useCallback((message: Outgoing) => sendToTimeout(threadId, message), [threadId]);
  const linesOf = useCallback(
    (reply: BotReply): ChatLine[] => [
      { id: reply.message_id ?? `assistant-${newClientMessageId()}`, role: 'assistant', content: reply.bot },
    ],
    [],
  );
  const chat = useConversation({ send, linesOf });
  const messages = [...history, ...chat.messages];
  const assistant = t('timeout.assistantName');

  const addConversation = async () => {
    if (adding || messages.length === 0) return;
    setAdding(true);
    try {
      const { threads } = await chatApi.userThreads();
      const targets = injectTargets(threads, threadId, new Set(courseCatalogue().map((course) => course.id)));
      if (targets.length === 0) {
        toast.error(t('timeout.noCourses'));
        return;
      }
      const { summary } = await chatApi.timeoutSummary({
        thread_id: threadId,
        prompt: t('timeout.summaryPrompt'),
      });
      await chatApi.injectSummary({
        summary,
        thread_ids: targets,
        system_message_format: t('timeout.systemFormat'),
      });
      toast.success(t('timeout.added'));
    } catch (error) {
      console.warn('Add Conversation failed', error);
      toast.error(t('timeout.addFailed'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="personal-view personal-chat" aria-label={assistant}>
      <div className="personal-view__header">
        <div className="personal-chat__tools">
          <CalculatorToggle />
          <Button variant="secondary" size="sm" aria-pressed={drawing} onClick={() => setDrawing(!drawing)}>
            {t('timeout.openDrawing')}
          </Button>
        </div>
        <Button
          variant="primary"
          size="sm"
          loading={adding}
          disabled={messages.length === 0}
          aria-describedby={hintId}
          onClick={() => void addConversation()}
        >
          {t('timeout.addConversation')}
        </Button>
      </div>
      <p id={hintId} className="personal-chat__hint">
        {t('timeout.addHint')}
      </p>
      <ChatThread
        label={t('chat.messages')}
        messages={messages}
        busy={chat.sending}
        empty={t('timeout.empty', { assistant })}
        drawingAlt={t('timeout.drawingMessage')}
      />
      {chat.error !== null && (
        <div className="personal-alert" role="alert">
          <p>{t('timeout.sendFailed')}</p>
          <Button variant="secondary" size="sm" onClick={chat.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {drawing && (
        <section className="personal-drawing" aria-label={t('timeout.drawing')}>
          <p>{t('timeout.drawingHint')}</p>
          <DrawingPad
            height={300}
            onCancel={() => setDrawing(false)}
            onSubmit={(png) => {
              if (chat.submit(t('timeout.drawingMessage'), png)) setDrawing(false);
            }}
          />
        </section>
      )}
      <InputBar
        value={chat.draft}
        onValueChange={chat.setDraft}
        loading={chat.sending}
        onSend={(message) => chat.submit(message.text)}
      />
    </section>
  );
}

/**
 * /timeout (docs/requirements.md#accounts-screens, #accounts-states): the Time-Out start button, a connecting overlay, then the chat titled with
 * the assistant's name. Back goes to /dashboard; signed out → /login.
 */
export function TimeoutPage() {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const [phase, setPhase] = useState<'idle' | 'connecting' | 'chat'>('idle');
  const [thread, setThread] = useState<{ id: string; history: ChatLine[] } | null>(null);
  const [startFailed, setStartFailed] = useState(false);

  if (!loading && (readAccessToken() === null || user === null)) return <Navigate to="/login" replace />;

  const start = async () => {
    setPhase('connecting');
    setStartFailed(false);
    try {
      const opened = await chatApi.courseThread({
        course_id: timeoutChat.courseId,
        subject: timeoutChat.subject,
      });
      setThread({ id: opened.thread_id, history: opened.messages.map(fromHistory) });
      setPhase('chat');
    } catch (error) {
      console.warn('Time-Out failed to start', error);
      setStartFailed(true);
      setPhase('idle');
    }
  };

  const inChat = phase === 'chat' && thread !== null;
  return (
    <SpaceFrame
      backLabel={t('timeout.back')}
      onBack={() => navigate('/dashboard')}
      title={inChat ? t('timeout.assistantName') : t('timeout.title')}
      lead={inChat ? undefined : t('timeout.lead')}
    >
      {loading || user === null ? (
        <Loader type="pulse" message={t('loading')} />
      ) : inChat ? (
        <TimeoutChat threadId={thread.id} history={thread.history} />
      ) : (
        <div className="personal-timeout-start">
          {startFailed && (
            <p className="personal-alert" role="alert">
              {t('timeout.startFailed')}
            </p>
          )}
          <Button size="lg" onClick={() => void start()} disabled={phase === 'connecting'}>
            {t('timeout.start')}
          </Button>
          {phase === 'connecting' && (
            <div className="personal-overlay">
              <div className="personal-overlay__panel">
                <Loader type="pulse" message={t('timeout.connecting')} />
                <p>{t('timeout.connectingBody')}</p>
              </div>
            </div>
          )}
        </div>
      )}
    </SpaceFrame>
  );
}

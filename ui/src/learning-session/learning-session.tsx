import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, IconButton } from '../button/button';
import { CloseIcon } from '../button/icons';
import { ContentPopup } from '../content-popup/content-popup';
import { contentAttributes, fillTemplate, type ContentAttributes } from '../format';
import { MathRenderer } from '../math/math-renderer';
import { ContentImage } from '../rich-text/content-image';
import { RichText } from '../rich-text/rich-text';
import { useUiStrings } from '../strings-context';
import { usePhoneLayout } from '../window/phone-layout';
import { SheetBackButton } from '../window/sheet-back';
import { useMountedRef } from '../use-mounted';
import type { UiStrings } from '../strings';
import {
  sessionSlides,
  slideProgress,
  stepNumbers,
  type LearningSessionContent,
  type SessionSlide,
  type SlideBlock,
} from './slides';
import { learningSessionStrings } from './strings';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './learning-session.css';

/** Whether the session shows, waits as a small bar, or is gone (docs/requirements.md#learning-space-states). */
export type LearningSessionState = 'open' | 'minimized' | 'closed';

/** The slide a question is about. */
export interface SlideReference {
  /** 0-based */
  index: number;
  title: string;
}

export interface LearningSessionProps {
  /** the slides and the guided example */
  content: LearningSessionContent;
  /** open shows the modal, minimized a bar that restores it, closed nothing */
  state: LearningSessionState;
  /** the minimise, restore and close buttons (and Escape, which closes) */
  onStateChange: (state: LearningSessionState) => void;
  /** sends a question about a slide; sent only when it has text (docs/requirements.md#learning-space-validation) */
  onAskQuestion: (text: string, slide: SlideReference) => Promise<void>;
  /** 'סיימתי את הנושא' on the last slide */
  onFinish: () => Promise<void>;
  /** the language of the course content (default he) */
  contentLang?: string;
}

type Strings = UiStrings['learningSession'];

/**
 * The learning session modal: 'slide N of M' with a percentage, Previous and Next, the guided example as
 * the last slide ('דוגמה מודרכת', steps after the first two numbered), 'סיימתי את הנושא' ('מסיים...') on the
 * last slide, a side panel for questions about the slide, images capped at 400 px that open larger, and
 * minimise / close buttons.
 */
export function LearningSession({
  content,
  state,
  onStateChange,
  onAskQuestion,
  onFinish,
  contentLang = 'he',
}: LearningSessionProps) {
  const strings = useUiStrings('learningSession', learningSessionStrings);
  const phone = usePhoneLayout();
  const attributes = contentAttributes(contentLang);
  const [index, setIndex] = useState(0);
  const [topic, setTopic] = useState(content.topicId);
  if (topic !== content.topicId) {
    setTopic(content.topicId);
    setIndex(0);
  }
  const slides = sessionSlides(content, strings.guidedExample);
  const current = Math.min(index, Math.max(slides.length - 1, 0));
  const slide = slides[current];

  if (state === 'closed' || !slide) return null;
  if (state === 'minimized') {
    return (
      <div className="hv-session-bar" role="region" aria-label={content.title}>
        <Button size="sm" onClick={() => onStateChange('open')}>
          {fillTemplate(strings.restore, { title: content.title })}
        </Button>
        <IconButton
          label={strings.close}
          icon={<CloseIcon />}
          size="sm"
          onClick={() => onStateChange('closed')}
        />
      </div>
    );
  }

  const progress = slideProgress(current, slides.length);
  const last = current === slides.length - 1;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onStateChange('closed')}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="hv-session__overlay" />
        <RadixDialog.Content className="hv-session" aria-describedby={undefined}>
          <header className="hv-session__header">
            {phone && <SheetBackButton onClick={() => onStateChange('closed')} />}
            <RadixDialog.Title className="hv-session__title" {...attributes}>
              {content.title}
            </RadixDialog.Title>
            <Button variant="ghost" size="sm" onClick={() => onStateChange('minimized')}>
              {strings.minimize}
            </Button>
            <RadixDialog.Close asChild>
              <IconButton label={strings.close} icon={<CloseIcon />} size="sm" />
            </RadixDialog.Close>
          </header>
          <div className="hv-session__progress">
            <span>{fillTemplate(strings.slideOf, { n: progress.n, total: progress.total })}</span>
            <span
              className="hv-session__bar"
              role="progressbar"
              aria-label={strings.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={fillTemplate(strings.percentComplete, { percent: progress.percent })}
            >
              <span className="hv-session__bar-fill" style={{ inlineSize: `${progress.percent}%` }} />
            </span>
            <span>{fillTemplate(strings.percentComplete, { percent: progress.percent })}</span>
          </div>
          <div className="hv-session__main">
            <SlideView key={slide.id} strings={strings} slide={slide} content={attributes} />
            <QuestionPanel
              strings={strings}
              onAsk={(text) => onAskQuestion(text, { index: current, title: slide.title })}
            />
          </div>
          <footer className="hv-session__footer">
            <Button
              variant="secondary"
              size="sm"
              disabled={current === 0}
              onClick={() => setIndex(current - 1)}
            >
              {strings.previous}
            </Button>
            {last ? (
              <FinishButton strings={strings} onFinish={onFinish} />
            ) : (
              <Button size="sm" onClick={() => setIndex(current + 1)}>
                {strings.next}
              </Button>
            )}
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function SlideView({
  strings,
  slide,
  content,
}: {
  strings: Strings;
  slide: SessionSlide;
  content: ContentAttributes;
}) {
  const [enlarged, setEnlarged] = useState<{ url: string; alt: string } | null>(null);
  const numbers = stepNumbers(slide.blocks);
  return (
    <article className="hv-session__slide" data-guided={slide.guided || undefined}>
      {/* The guided example's title and the question label are the interface's words; the rest is the course's. */}
      <h3 className="hv-session__slide-title" {...(slide.guided ? {} : content)}>
        {slide.title}
      </h3>
      {slide.question && (
        <div className="hv-session__question">
          <h4 className="hv-session__question-title">{strings.question}</h4>
          <RichText text={slide.question} {...content} />
        </div>
      )}
      <div className="hv-session__blocks" {...content}>
        {slide.blocks.map((block, index) => {
          const number = slide.guided ? (numbers[index] ?? null) : null;
          return (
            <div key={index} className="hv-session__block" data-step={number ?? undefined}>
              {number !== null && (
                <span className="hv-session__step-number" dir="ltr">
                  {number}.
                </span>
              )}
              <Block block={block} strings={strings} onEnlarge={setEnlarged} />
            </div>
          );
        })}
      </div>
      {enlarged && (
        <ContentPopup
          open
          onOpenChange={(open) => !open && setEnlarged(null)}
          title={enlarged.alt}
          content={{ kind: 'image', url: enlarged.url, alt: enlarged.alt }}
        />
      )}
    </article>
  );
}

function Block({
  block,
  strings,
  onEnlarge,
}: {
  block: SlideBlock;
  strings: Strings;
  onEnlarge: (image: { url: string; alt: string }) => void;
}) {
  switch (block.type) {
    case 'text':
      return <RichText className="hv-session__text" text={block.text} />;
    case 'math_block':
      return <MathRenderer tex={block.latex} display />;
    case 'image_url':
      return (
        <SlideImage
          url={block.url}
          alt={block.alt || strings.imageAlt}
          strings={strings}
          onEnlarge={onEnlarge}
        />
      );
    default:
      return null;
  }
}

/** A slide image, capped at 400 px, that opens larger; one that fails to load is left out, button and all. */
function SlideImage({
  url,
  alt,
  strings,
  onEnlarge,
}: {
  url: string;
  alt: string;
  strings: Strings;
  onEnlarge: (image: { url: string; alt: string }) => void;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <button
      type="button"
      className="hv-session__image-button"
      aria-label={fillTemplate(strings.enlarge, { alt })}
      onClick={() => onEnlarge({ url, alt })}
    >
      <ContentImage className="hv-session__image" src={url} alt={alt} onError={() => setFailed(true)} />
    </button>
  );
}

function QuestionPanel({ strings, onAsk }: { strings: Strings; onAsk: (text: string) => Promise<void> }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const live = useMountedRef();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || status === 'sending') return;
    setStatus('sending');
    try {
      await onAsk(question);
      if (!live.current) return;
      setText('');
      setStatus('sent');
    } catch {
      if (live.current) setStatus('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <aside className="hv-session__ask" aria-labelledby={`${fieldId}-title`}>
      <h4 id={`${fieldId}-title`} className="hv-session__ask-title">
        {strings.askTitle}
      </h4>
      <form className="hv-session__ask-form" onSubmit={send}>
        <label htmlFor={fieldId} className="hv-session__ask-label">
          {strings.askLabel}
        </label>
        <textarea
          id={fieldId}
          className="hv-session__ask-input"
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (status !== 'sending') setStatus('idle');
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="sm" disabled={text.trim() === ''} loading={status === 'sending'}>
          {status === 'sending' ? strings.asking : strings.askSend}
        </Button>
        {status === 'sent' && (
          <p role="status" className="hv-session__ask-status">
            {strings.askSent}
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" className="hv-session__ask-status hv-session__ask-status--error">
            {strings.askFailed}
          </p>
        )}
      </form>
    </aside>
  );
}

function FinishButton({ strings, onFinish }: { strings: Strings; onFinish: () => Promise<void> }) {
  const [status, setStatus] = useState<'idle' | 'finishing' | 'failed'>('idle');
  const live = useMountedRef();
  const finish = async () => {
    if (status === 'finishing') return;
    setStatus('finishing');
    try {
      await onFinish();
      if (live.current) setStatus('idle');
    } catch {
      if (live.current) setStatus('failed');
    }
  };
  return (
    <div className="hv-session__finish">
      {status === 'failed' && (
        <p role="alert" className="hv-session__ask-status hv-session__ask-status--error">
          {strings.finishFailed}
        </p>
      )}
      <Button size="sm" loading={status === 'finishing'} onClick={() => void finish()}>
        {status === 'finishing' ? strings.finishing : strings.finish}
      </Button>
    </div>
  );
}

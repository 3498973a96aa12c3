import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { useUiStrings } from '../strings-context';
import { loaderStrings } from './strings';
import {
  loaderMessages,
  rotationInterval,
  type LoaderContext,
  type LoaderIntensity,
  type LoaderType,
} from './messages';
import './loader.css';

export interface LoaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the animation; dots by default */
  type?: LoaderType;
  /** minimal shows no message; normal by default */
  intensity?: LoaderIntensity;
  /** chooses the rotating messages; chat by default */
  context?: LoaderContext;
  /** a fixed message instead of the rotating ones */
  message?: string;
}

function Animation({ type }: { type: LoaderType }) {
  switch (type) {
    case 'pulse':
      return <span className="hv-loader__pulse" />;
    case 'anime':
      return (
        <span className="hv-loader__anime">
          <span />
          <span />
          <span />
          <span />
        </span>
      );
    case 'thinking':
      return (
        <span className="hv-loader__thinking">
          <span />
          <span />
          <span />
        </span>
      );
    case 'typing':
      return (
        <span className="hv-loader__typing">
          <span />
          <span />
          <span />
        </span>
      );
    default:
      return (
        <span className="hv-loader__dots">
          <span />
          <span />
          <span />
        </span>
      );
  }
}

/** Rotates through the messages, one every `interval` ms, restarting when the list changes. */
function useRotating(messages: readonly string[], interval: number, enabled: boolean): string | undefined {
  const [index, setIndex] = useState(0);
  const key = messages.join('\n');
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setIndex(0);
  }
  useEffect(() => {
    if (!enabled || messages.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), interval);
    return () => clearInterval(timer);
  }, [enabled, interval, messages.length, key]);
  return messages[index % Math.max(messages.length, 1)];
}

/**
 * A loading indicator (role="status") with a context's messages rotating every 2 s (2.5 s for anime).
 * Motion stops under prefers-reduced-motion; the messages still change, as they carry the information.
 */
export const Loader = forwardRef<HTMLDivElement, LoaderProps>(function Loader(
  { type = 'dots', intensity = 'normal', context = 'chat', message, className, ...rest },
  ref,
) {
  const strings = useUiStrings('loader', loaderStrings);
  const messages = message ? [message] : loaderMessages(strings, context);
  const showMessage = intensity !== 'minimal';
  const current = useRotating(messages, rotationInterval(type), showMessage);
  return (
    <div
      {...rest}
      ref={ref}
      role="status"
      aria-live="polite"
      className={['hv-loader', className].filter(Boolean).join(' ')}
      data-type={type}
      data-intensity={intensity}
      data-context={context}
    >
      <span className="hv-loader__animation" aria-hidden="true">
        <Animation type={type} />
      </span>
      {showMessage ? (
        <span className="hv-loader__message">{current}</span>
      ) : (
        <span className="hv-visually-hidden">{current}</span>
      )}
    </div>
  );
});

export interface LoaderOverlayProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** the heading; 'Generating Learning Plan...' by default */
  title?: string;
  /** the explanation; 'This may take a few minutes.' by default */
  description?: string;
}

/** The full-screen overlay shown while a learning plan is generated. */
export const LoaderOverlay = forwardRef<HTMLDivElement, LoaderOverlayProps>(function LoaderOverlay(
  { title, description, className, ...rest },
  ref,
) {
  const strings = useUiStrings('loader', loaderStrings);
  return (
    <div
      {...rest}
      ref={ref}
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={['hv-loader-overlay', className].filter(Boolean).join(' ')}
    >
      <div className="hv-loader-overlay__panel">
        <Animation type="anime" />
        <p className="hv-loader-overlay__title">{title ?? strings.overlayTitle}</p>
        <p className="hv-loader-overlay__description">{description ?? strings.overlayBody}</p>
        <Loader type="dots" intensity="normal" context="learning_plan" />
      </div>
    </div>
  );
});

import { LazyMotion, m, useReducedMotion, type TargetAndTransition, type Transition } from 'framer-motion';
import { forwardRef, useCallback, useEffect, useState, type HTMLAttributes } from 'react';
import { useUiStrings } from '../strings-context';
import type { TutorMood, TutorPersona } from './persona';
import { tutorAvatarStrings } from './strings';
import './tutor-avatar.css';

export interface TutorAvatarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** which persona to draw; Athena by default */
  persona?: TutorPersona;
  /** the mood to animate; idle by default */
  mood?: TutorMood;
  /** width and height in px: 200 by default, 220 in the learning space */
  size?: number;
}

interface Palette {
  backdrop: string;
  skin: string;
  hair: string;
  accent: string;
  accentDark: string;
  robe: string;
}

const palettes: Record<TutorPersona, Palette> = {
  athena: {
    backdrop: '#e3ecfa',
    skin: '#f2c9a0',
    hair: '#3b2a20',
    accent: '#d9a520',
    accentDark: '#9c7412',
    robe: '#3a3fb8',
  },
  clio: {
    backdrop: '#f1e6f7',
    skin: '#e9b98f',
    hair: '#6b3a1f',
    accent: '#8e4fb8',
    accentDark: '#5d2f80',
    robe: '#2e7d6b',
  },
};

const loop = (duration: number, delay = 0): Transition => ({
  duration,
  delay,
  repeat: Infinity,
  repeatType: 'loop',
  ease: 'easeInOut',
});

/** Body motion per mood. */
const bodyMotion: Record<TutorMood, TargetAndTransition> = {
  hello: { rotate: [0, -3, 3, 0], transition: loop(2.4) },
  thinking: { rotate: [0, 4, 4, 0], transition: loop(3.2) },
  idle: { y: [0, -2, 0], transition: loop(3.6) },
  encouraging: { y: [0, -8, 0, -4, 0], transition: loop(1.6) },
  reading: { rotate: [0, -2, 0], transition: loop(4) },
};

/** Pupil motion per mood: glance up to think, scan sideways to read. */
const eyeMotion: Record<TutorMood, TargetAndTransition> = {
  hello: {},
  thinking: { x: [0, 2, 2, 0], y: [0, -3, -3, 0], transition: loop(3.2) },
  idle: {},
  encouraging: {},
  reading: { x: [-3, 3, -3], transition: loop(2.4) },
};

const blink: TargetAndTransition = {
  scaleY: [1, 1, 0.1, 1],
  transition: { ...loop(4.5), times: [0, 0.9, 0.95, 1] },
};

function Mouth({ mood }: { mood: TutorMood }) {
  if (mood === 'thinking')
    return <path d="M92 128 q8 -3 16 0" stroke="#7a3b2e" strokeWidth="3" fill="none" strokeLinecap="round" />;
  if (mood === 'reading')
    return <path d="M94 128 h12" stroke="#7a3b2e" strokeWidth="3" strokeLinecap="round" />;
  if (mood === 'encouraging' || mood === 'hello')
    return (
      <path
        d="M88 124 q12 14 24 0 z"
        fill="#7a3b2e"
        stroke="#7a3b2e"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    );
  return <path d="M90 125 q10 8 20 0" stroke="#7a3b2e" strokeWidth="3" fill="none" strokeLinecap="round" />;
}

/** Athena: a crested Corinthian helmet, an owl brooch and an olive branch. */
function AthenaDetails({ palette }: { palette: Palette }) {
  return (
    <>
      {/* crest */}
      <path d="M70 62 q30 -40 62 -4 q-8 -4 -14 -2 q-16 -18 -40 4 z" fill="#c0392b" />
      {/* helmet dome and brow guard */}
      <path
        d="M54 98 q0 -46 46 -46 q46 0 46 46 l-10 2 q-4 -30 -36 -30 q-32 0 -36 30 z"
        fill={palette.accent}
        stroke={palette.accentDark}
        strokeWidth="2"
      />
      <path d="M64 92 q36 -14 72 0" stroke={palette.accentDark} strokeWidth="3" fill="none" />
      {/* owl brooch */}
      <g transform="translate(100 172)">
        <ellipse rx="11" ry="9" fill={palette.accentDark} />
        <circle cx="-4" cy="-2" r="3.2" fill="#fff" />
        <circle cx="4" cy="-2" r="3.2" fill="#fff" />
        <circle cx="-4" cy="-2" r="1.4" fill="#222" />
        <circle cx="4" cy="-2" r="1.4" fill="#222" />
        <path d="M-2 2 l2 3 l2 -3 z" fill={palette.accent} />
      </g>
      {/* olive branch */}
      <g transform="translate(150 150) rotate(-30)">
        <path d="M0 0 q14 -10 28 -6" stroke="#5b7a2e" strokeWidth="2.5" fill="none" />
        <ellipse cx="8" cy="-7" rx="6" ry="2.6" fill="#6f9a36" transform="rotate(-30 8 -7)" />
        <ellipse cx="16" cy="-2" rx="6" ry="2.6" fill="#6f9a36" transform="rotate(25 16 -2)" />
        <ellipse cx="22" cy="-10" rx="6" ry="2.6" fill="#6f9a36" transform="rotate(-20 22 -10)" />
        <circle cx="27" cy="-3" r="2.6" fill="#3f4d1c" />
      </g>
    </>
  );
}

/** Clio: a laurel wreath, a lyre and a scroll patterned with a small bar chart (her data). */
function ClioDetails({ palette }: { palette: Palette }) {
  return (
    <>
      {/* hair bun */}
      <circle cx="100" cy="52" r="16" fill={palette.hair} />
      {/* laurel wreath */}
      {[-36, -24, -12, 12, 24, 36].map((offset) => (
        <ellipse
          key={offset}
          cx={100 + offset}
          cy={70 + Math.abs(offset) / 4}
          rx="6"
          ry="2.8"
          fill="#6f9a36"
          transform={`rotate(${offset > 0 ? 30 : -30} ${100 + offset} ${70 + Math.abs(offset) / 4})`}
        />
      ))}
      {/* scroll with a bar chart */}
      <g transform="translate(58 160)">
        <rect width="84" height="30" rx="4" fill="#fbf3dc" stroke="#b89b5e" strokeWidth="2" />
        <circle cx="0" cy="15" r="6" fill="#e8d6a8" stroke="#b89b5e" strokeWidth="2" />
        <circle cx="84" cy="15" r="6" fill="#e8d6a8" stroke="#b89b5e" strokeWidth="2" />
        <rect x="16" y="16" width="8" height="10" fill={palette.accent} />
        <rect x="30" y="10" width="8" height="16" fill={palette.accent} />
        <rect x="44" y="6" width="8" height="20" fill={palette.accentDark} />
        <rect x="58" y="12" width="8" height="14" fill={palette.accent} />
      </g>
      {/* lyre */}
      <g transform="translate(152 120)" stroke={palette.accentDark} strokeWidth="2.5" fill="none">
        <path d="M0 0 q-8 -24 4 -32 M24 0 q8 -24 -4 -32 M0 0 h24" />
        <path d="M8 0 v-26 M12 0 v-28 M16 0 v-26" strokeWidth="1.2" />
      </g>
    </>
  );
}

// The animation features (about 15 KB gzip) load after the first drawing: a screen opening with the avatar
// (or with it hidden, on a phone) does not wait for them, and the drawing starts moving once they are there.
const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

/** Whether `node` is on screen (IntersectionObserver; `display: none` counts as off); true without one. */
function useOnScreen(node: Element | null): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [onScreen, setOnScreen] = useState(!supported);
  useEffect(() => {
    if (!node || !supported) return;
    const observer = new IntersectionObserver((entries) =>
      setOnScreen(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, supported]);
  return onScreen;
}

/**
 * The animated tutor persona, drawn in SVG: Athena (helmet, owl, olive) or Clio (laurel, lyre, a scroll
 * of data). Each mood has its own motion; with prefers-reduced-motion, or while off screen, the drawing is
 * static.
 */
export const TutorAvatar = forwardRef<HTMLDivElement, TutorAvatarProps>(function TutorAvatar(
  { persona = 'athena', mood = 'idle', size = 200, className, style, ...rest },
  ref,
) {
  const strings = useUiStrings('tutorAvatar', tutorAvatarStrings);
  const reduceMotion = useReducedMotion() ?? false;
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      setNode(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const onScreen = useOnScreen(node);
  // Off screen (hidden on a narrow screen, scrolled away) the drawing stands still: endless animation
  // frames nobody sees would cost a phone's main thread.
  const still = reduceMotion || !onScreen;
  const palette = palettes[persona];
  const label = strings.label.replace('{name}', strings[persona]).replace('{mood}', strings[mood]);
  const animate = (target: TargetAndTransition) => (still ? undefined : target);

  return (
    <div
      {...rest}
      ref={setRefs}
      role="img"
      aria-label={label}
      className={['hv-tutor-avatar', className].filter(Boolean).join(' ')}
      data-persona={persona}
      data-mood={mood}
      data-motion={reduceMotion ? 'reduced' : 'full'}
      style={{ ...style, inlineSize: size, blockSize: size }}
    >
      <LazyMotion features={loadMotionFeatures} strict>
        {/* A new drawing when motion stops or starts, so no endless animation keeps running. */}
        <svg
          key={still ? 'still' : 'moving'}
          viewBox="0 0 200 200"
          width={size}
          height={size}
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="100" cy="100" r="96" fill={palette.backdrop} />
          <m.g key={mood} style={{ originX: '100px', originY: '190px' }} animate={animate(bodyMotion[mood])}>
            {/* shoulders and robe */}
            <path d="M40 200 q0 -50 60 -50 q60 0 60 50 z" fill={palette.robe} />
            {/* neck and face */}
            <rect x="90" y="132" width="20" height="22" rx="6" fill={palette.skin} />
            {persona === 'clio' && (
              <path
                d="M52 112 q0 -52 48 -52 q48 0 48 52 q-6 22 -14 30 l-4 -40 h-60 l-4 40 q-8 -8 -14 -30 z"
                fill={palette.hair}
              />
            )}
            <ellipse cx="100" cy="108" rx="36" ry="40" fill={palette.skin} />
            {persona === 'athena' && (
              <path d="M64 100 q6 30 14 40 l-2 -40 z M136 100 q-6 30 -14 40 l2 -40 z" fill={palette.hair} />
            )}
            {/* eyes */}
            <m.g style={{ originY: '104px' }} animate={animate(mood === 'encouraging' ? {} : blink)}>
              <ellipse cx="86" cy="104" rx="6" ry="7" fill="#fff" />
              <ellipse cx="114" cy="104" rx="6" ry="7" fill="#fff" />
              <m.g animate={animate(eyeMotion[mood])}>
                <circle cx="86" cy="105" r="3.4" fill="#2a2a3a" />
                <circle cx="114" cy="105" r="3.4" fill="#2a2a3a" />
              </m.g>
            </m.g>
            <circle cx="78" cy="118" r="5" fill="#f29c9c" opacity="0.5" />
            <circle cx="122" cy="118" r="5" fill="#f29c9c" opacity="0.5" />
            <Mouth mood={mood} />
            {persona === 'athena' ? <AthenaDetails palette={palette} /> : <ClioDetails palette={palette} />}
            {mood === 'hello' && (
              <m.g
                style={{ originX: '40px', originY: '150px' }}
                animate={animate({ rotate: [0, 18, -6, 18, 0], transition: loop(1.4) })}
              >
                <path d="M40 150 l-6 -26" stroke={palette.skin} strokeWidth="10" strokeLinecap="round" />
                <circle cx="33" cy="120" r="8" fill={palette.skin} />
              </m.g>
            )}
            {mood === 'reading' && (
              <path
                d="M70 150 l30 6 l30 -6 v22 l-30 6 l-30 -6 z M100 156 v22"
                fill="#fff"
                stroke={palette.accentDark}
                strokeWidth="2"
              />
            )}
          </m.g>
          {mood === 'thinking' &&
            [0, 1, 2].map((dot) => (
              <m.circle
                key={dot}
                cx={150 + dot * 12}
                cy={48 - dot * 8}
                r={4 + dot * 2}
                fill="#fff"
                stroke={palette.accentDark}
                strokeWidth="1.5"
                initial={{ opacity: reduceMotion ? 1 : 0.2 }}
                animate={animate({ opacity: [0.2, 1, 0.2], transition: loop(1.5, dot * 0.3) })}
              />
            ))}
          {mood === 'encouraging' &&
            [
              [36, 50],
              [164, 56],
              [150, 26],
            ].map(([x, y], index) => (
              <m.path
                key={index}
                d={`M${x} ${(y ?? 0) - 8} l2.5 5.5 l5.5 2.5 l-5.5 2.5 l-2.5 5.5 l-2.5 -5.5 l-5.5 -2.5 l5.5 -2.5 z`}
                fill="#f4b400"
                style={{ originX: `${x}px`, originY: `${y}px` }}
                animate={animate({ scale: [0.6, 1.2, 0.6], transition: loop(1.2, index * 0.25) })}
              />
            ))}
        </svg>
      </LazyMotion>
    </div>
  );
});

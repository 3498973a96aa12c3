import type { SVGProps } from 'react';

/** Small stroke icons shared by the design system's components (decorative, aria-hidden). */
function Svg({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Points to the inline end in LTR ("forward"); mirror it in RTL. */
export const ArrowForwardIcon = () => (
  <Svg>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);
/** Points to the inline start in LTR ("back"); mirror it in RTL. */
export const ArrowBackIcon = () => (
  <Svg>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);
/** A cross. */
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
/** A paper plane. */
export const SendIcon = () => (
  <Svg>
    <path d="M4 12l16-8-6 16-2-6-8-2z" />
  </Svg>
);
/** A pencil. */
export const PencilIcon = () => (
  <Svg>
    <path d="M4 20l4-1 11-11-3-3L5 16l-1 4z" />
  </Svg>
);
/** A notebook with a ruled page. */
export const NotebookIcon = () => (
  <Svg>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </Svg>
);
/** Stacked slides. */
export const SlidesIcon = () => (
  <Svg>
    <rect x="3" y="6" width="14" height="12" rx="2" />
    <path d="M7 3h12a2 2 0 0 1 2 2v10" />
  </Svg>
);
/** A microphone. */
export const MicIcon = () => (
  <Svg>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Svg>
);
/** A filled square. */
export const StopIcon = () => (
  <Svg>
    <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
  </Svg>
);
/** A play triangle (direction-neutral: media controls are not mirrored). */
export const PlayIcon = () => (
  <Svg>
    <path d="M7 5l12 7-12 7z" fill="currentColor" />
  </Svg>
);
/** Two pause bars. */
export const PauseIcon = () => (
  <Svg>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </Svg>
);
/** Thumb up. */
export const ThumbUpIcon = () => (
  <Svg>
    <path d="M7 11v9H4v-9h3zm0 0l4-8a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 1H7" />
  </Svg>
);
/** Thumb down. */
export const ThumbDownIcon = () => (
  <Svg>
    <path d="M7 13V4H4v9h3zm0 0l4 8a2 2 0 0 0 3-2l-1-5h6a2 2 0 0 0 2-2l-2-7a2 2 0 0 0-2-1H7" />
  </Svg>
);

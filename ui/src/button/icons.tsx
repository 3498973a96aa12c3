import type { SVGProps } from 'react';

/** Small stroke icons shared by the design system's components (decorative, aria-hidden). */
export function StrokeSvg({ children, ...rest }: SVGProps<SVGSVGElement>) {
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
  <StrokeSvg>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </StrokeSvg>
);
/** Points to the inline start in LTR ("back"); mirror it in RTL. */
export const ArrowBackIcon = () => (
  <StrokeSvg>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </StrokeSvg>
);
/** A cross. */
export const CloseIcon = () => (
  <StrokeSvg>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeSvg>
);
/** A paper plane. */
export const SendIcon = () => (
  <StrokeSvg>
    <path d="M4 12l16-8-6 16-2-6-8-2z" />
  </StrokeSvg>
);
/** A pencil. */
export const PencilIcon = () => (
  <StrokeSvg>
    <path d="M4 20l4-1 11-11-3-3L5 16l-1 4z" />
  </StrokeSvg>
);
/** A notebook with a ruled page. */
export const NotebookIcon = () => (
  <StrokeSvg>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </StrokeSvg>
);
/** Stacked slides. */
export const SlidesIcon = () => (
  <StrokeSvg>
    <rect x="3" y="6" width="14" height="12" rx="2" />
    <path d="M7 3h12a2 2 0 0 1 2 2v10" />
  </StrokeSvg>
);
/** A microphone. */
export const MicIcon = () => (
  <StrokeSvg>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </StrokeSvg>
);
/** A filled square. */
export const StopIcon = () => (
  <StrokeSvg>
    <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
  </StrokeSvg>
);
/** A play triangle (direction-neutral: media controls are not mirrored). */
export const PlayIcon = () => (
  <StrokeSvg>
    <path d="M7 5l12 7-12 7z" fill="currentColor" />
  </StrokeSvg>
);
/** Two pause bars. */
export const PauseIcon = () => (
  <StrokeSvg>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </StrokeSvg>
);
/** Thumb up. */
export const ThumbUpIcon = () => (
  <StrokeSvg>
    <path d="M7 11v9H4v-9h3zm0 0l4-8a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 1H7" />
  </StrokeSvg>
);
/** Thumb down. */
export const ThumbDownIcon = () => (
  <StrokeSvg>
    <path d="M7 13V4H4v9h3zm0 0l4 8a2 2 0 0 0 3-2l-1-5h6a2 2 0 0 0 2-2l-2-7a2 2 0 0 0-2-1H7" />
  </StrokeSvg>
);

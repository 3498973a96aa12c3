import type { SVGAttributes } from 'react';
import './back-arrow.css';

export type BackArrowProps = Omit<SVGAttributes<SVGSVGElement>, 'children'>;

/**
 * An arrow pointing back along the reading direction, for "back" links and buttons: it points left in
 * English and, mirrored by CSS, right in Hebrew. Decorative: the link or button next to it has the text.
 */
export function BackArrow({ className, ...rest }: BackArrowProps) {
  return (
    <svg
      {...rest}
      className={['hv-back-arrow', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import type { ReactNode } from 'react';
import { StrokeSvg } from '../button/icons';

/** The learning space's tool icons (decorative; the buttons carry the names). */
export type ToolIconName =
  | 'calculator'
  | 'practice'
  | 'guidedTest'
  | 'tests'
  | 'lessons'
  | 'upload'
  | 'stopLesson'
  | 'stopTest'
  | 'status'
  | 'focus';

const paths: Record<ToolIconName, ReactNode> = {
  calculator: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
    </>
  ),
  practice: <path d="M4 5h11M4 10h11M4 15h7M15 17l2 2 4-5" />,
  guidedTest: (
    <>
      <path d="M9 3h6l1 3H8z" />
      <rect x="5" y="5" width="14" height="16" rx="2" />
      <path d="M9 12l2 2 4-4M9 17h6" />
    </>
  ),
  tests: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l3 2M9 2h6" />
    </>
  ),
  lessons: <path d="M3 5c3-1 6-1 9 1 3-2 6-2 9-1v14c-3-1-6-1-9 1-3-2-6-2-9-1zM12 6v14" />,
  upload: <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />,
  stopLesson: (
    <>
      <path d="M3 5c3-1 6-1 9 1v9M12 6c3-2 6-2 9-1v7" />
      <rect x="14" y="14" width="7" height="7" rx="1" fill="currentColor" />
    </>
  ),
  stopTest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <rect x="9" y="9" width="6" height="6" rx="1" fill="currentColor" />
    </>
  ),
  status: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  focus: <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z" />,
};

/** One tool icon, 24-unit stroke drawing in the current colour. */
export function ToolIcon({ name }: { name: ToolIconName }) {
  return <StrokeSvg>{paths[name]}</StrokeSvg>;
}

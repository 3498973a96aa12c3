import { forwardRef, type HTMLAttributes } from 'react';
import { Button } from '../button/button';
import { useUiStrings } from '../strings-context';
import { lessonBannerStrings } from './strings';
import './lesson-banner.css';

export interface LessonBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the lesson's title, shown after the banner text */
  lessonTitle?: string;
  /** ends the lesson */
  onEnd: () => void;
  /** the end button is busy (the lesson is being stopped) */
  ending?: boolean;
}

/** 'מצב שיעור פעיל' with the lesson's title and an end-lesson button (docs/requirements.md#learning-space-screens). */
export const LessonBanner = forwardRef<HTMLDivElement, LessonBannerProps>(function LessonBanner(
  { lessonTitle, onEnd, ending = false, className, ...rest },
  ref,
) {
  const strings = useUiStrings('lessonBanner', lessonBannerStrings);
  return (
    <div
      {...rest}
      ref={ref}
      role="status"
      className={['hv-lesson-banner', className].filter(Boolean).join(' ')}
    >
      <span className="hv-lesson-banner__dot" aria-hidden="true" />
      <span className="hv-lesson-banner__text">
        <strong>{strings.active}</strong>
        {lessonTitle && <span className="hv-lesson-banner__title">{lessonTitle}</span>}
      </span>
      <Button variant="secondary" size="sm" loading={ending} onClick={onEnd}>
        {strings.end}
      </Button>
    </div>
  );
});

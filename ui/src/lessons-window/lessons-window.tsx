import { useId, useState } from 'react';
import { BackArrow } from '../back-arrow/back-arrow';
import { Button } from '../button/button';
import { contentAttributes, countedText, fillTemplate, type ContentAttributes } from '../format';
import { LoadStateView, type LoadState } from '../load-state/load-state';
import { loadStateStrings } from '../load-state/strings';
import { Markdown } from '../rich-text/markdown';
import { RichText } from '../rich-text/rich-text';
import { useUiStrings } from '../strings-context';
import type { UiStrings } from '../strings';
import { Window, lessonsWindowPreset } from '../window';
import type { Point } from '../window/geometry';
import { objectivesPreview, withoutLeadingTitle } from './objectives';
import { lessonsWindowStrings } from './strings';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import '../panel-parts/panel-parts.css';
import './lessons-window.css';

/** One lesson as the window lists and shows it. */
export interface LessonItem {
  /** lesson-N */
  id: string;
  /** its position in the course (1, 2, …) */
  order: number;
  title: string;
  objectives: readonly string[];
  /** markdown with `$…$` / `$$…$$` math; image URLs must already be servable */
  content: string;
}

export interface LessonsWindowProps {
  /** false unmounts the window */
  open?: boolean;
  /** the close button and Escape */
  onClose: () => void;
  /** the lessons */
  lessons: LoadState<readonly LessonItem[]>;
  /** a message shown above the list, e.g. that sample lessons stand in for files that failed */
  notice?: string;
  /** retries loading; shown with the notice and with an error */
  onRetry?: () => void;
  /** 'התחל שיעור זה' on a lesson's detail view */
  onStart: (lesson: LessonItem) => void;
  /** the language of the course content (default he) */
  contentLang?: string;
  /** where the window opens; centred when absent */
  defaultPosition?: Point;
}

type Strings = UiStrings['lessonsWindow'];

/**
 * 'רשימת שיעורים': a card per lesson with its title and first two objectives ('...ועוד N יעדים' for the
 * rest, in the language's plural forms) → the lesson's detail (title, objectives, markdown with math),
 * a back button, and 'התחל שיעור זה'.
 */
export function LessonsWindow({
  open = true,
  onClose,
  lessons,
  notice,
  onRetry,
  onStart,
  contentLang = 'he',
  defaultPosition,
}: LessonsWindowProps) {
  const strings = useUiStrings('lessonsWindow', lessonsWindowStrings);
  const { retry } = useUiStrings('loadState', loadStateStrings);
  const content = contentAttributes(contentLang);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected =
    lessons.status === 'ready' ? (lessons.data.find((lesson) => lesson.id === selectedId) ?? null) : null;

  return (
    <Window
      {...lessonsWindowPreset}
      open={open}
      title={strings.title}
      onClose={onClose}
      defaultPosition={defaultPosition}
      className="hv-lessons"
    >
      <div className="hv-lessons__body">
        {selected ? (
          <LessonDetail
            strings={strings}
            lesson={selected}
            onBack={() => setSelectedId(null)}
            onStart={() => onStart(selected)}
            content={content}
          />
        ) : (
          <>
            {notice && (
              <div className="hv-inline-notice hv-lessons__notice" role="alert">
                <p>{notice}</p>
                {onRetry && (
                  <Button variant="secondary" size="sm" onClick={onRetry}>
                    {retry}
                  </Button>
                )}
              </div>
            )}
            <LoadStateView
              state={lessons}
              loadingLabel={strings.loading}
              emptyLabel={strings.empty}
              onRetry={onRetry}
            >
              {(items) => (
                <ul className="hv-card-list hv-lessons__list">
                  {items.map((lesson) => {
                    const preview = objectivesPreview(lesson.objectives);
                    return (
                      <li key={lesson.id}>
                        <button
                          type="button"
                          className="hv-card-button hv-lessons__card"
                          onClick={() => setSelectedId(lesson.id)}
                        >
                          <span className="hv-lessons__number">
                            {fillTemplate(strings.lessonNumber, { n: lesson.order })}
                          </span>
                          <span className="hv-card-button__title hv-lessons__card-title" {...content}>
                            {lesson.title}
                          </span>
                          {preview.shown.map((objective, index) => (
                            <span key={index} className="hv-lessons__objective" {...content}>
                              <RichText as="span" text={objective} />
                            </span>
                          ))}
                          {preview.more > 0 && (
                            <span className="hv-lessons__more">
                              {countedText(preview.more, {
                                one: strings.moreObjectivesOne,
                                two: strings.moreObjectivesTwo,
                                other: strings.moreObjectivesOther,
                              })}
                            </span>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </LoadStateView>
          </>
        )}
      </div>
    </Window>
  );
}

function LessonDetail({
  strings,
  lesson,
  onBack,
  onStart,
  content,
}: {
  strings: Strings;
  lesson: LessonItem;
  onBack: () => void;
  onStart: () => void;
  content: ContentAttributes;
}) {
  const titleId = useId();
  return (
    <article className="hv-lessons__detail" aria-labelledby={titleId}>
      <div className="hv-lessons__toolbar">
        <Button variant="ghost" size="sm" icon={<BackArrow />} onClick={onBack}>
          {strings.back}
        </Button>
        <Button onClick={onStart}>{strings.start}</Button>
      </div>
      {/* The objectives heading is the interface's words; the title, objectives and lesson are the course's. */}
      <div className="hv-lessons__detail-content">
        <h3 id={titleId} className="hv-lessons__detail-title" {...content}>
          {lesson.title}
        </h3>
        <section className="hv-lessons__objectives" aria-label={strings.objectives}>
          <h4 className="hv-lessons__objectives-title">{strings.objectives}</h4>
          <ul {...content}>
            {lesson.objectives.map((objective, index) => (
              <li key={index}>
                <RichText as="span" text={objective} />
              </li>
            ))}
          </ul>
        </section>
        <Markdown
          className="hv-lessons__markdown"
          source={withoutLeadingTitle(lesson.content, lesson.title)}
          {...content}
        />
      </div>
    </article>
  );
}

import { useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { ContentPopup } from '../content-popup/content-popup';
import type { DrawingOperation } from '../drawing/stroke';
import { EmptyState } from '../empty-state/empty-state';
import { ExerciseCanvas, type ExerciseCanvasHandle } from '../exercise-canvas/exercise-canvas';
import { contentAttributes, type ContentAttributes } from '../format';
import { MathRenderer } from '../math/math-renderer';
import { ContentImage } from '../rich-text/content-image';
import { RichText } from '../rich-text/rich-text';
import { useUiStrings } from '../strings-context';
import { useMountedRef } from '../use-mounted';
import type { UiStrings } from '../strings';
import { Window, exerciseWindowPreset } from '../window';
import type { Point } from '../window/geometry';
import { isLatexFormula } from './formulas';
import { exercisePlatformStrings } from './strings';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import '../panel-parts/panel-parts.css';
import './exercise-platform.css';

/** One lettered part of an exercise (א, ב, ג …). */
export interface ExercisePart {
  id: string;
  question: string;
  /** raw LaTeX, no `$` */
  equation?: string;
}

/** The exercise the side panel shows (docs/requirements.md#learning-space-entities Exercise data, presentational). */
export interface ExerciseItem {
  id: string;
  topic: string;
  /** prose with `$…$` math */
  description: string;
  /** raw LaTeX equations */
  equations: readonly string[];
  sections: readonly ExercisePart[];
  /** LaTeX when they contain \ ^ _ { }, plain text otherwise */
  formulas: readonly string[];
  /** a diagram that opens larger on click */
  diagramUrl?: string | null;
}

export interface ExercisePlatformProps {
  /** false unmounts the window */
  open?: boolean;
  /** the close button and Escape */
  onClose: () => void;
  /** the minimise button; minimising closes the window (docs/requirements.md#learning-space-states), so it defaults to onClose */
  onMinimize?: () => void;
  /** the active exercise, or null for the empty-state hint */
  exercise: ExerciseItem | null;
  /** sends the page as a PNG data URL (2× scale); 'שולח...' until it settles */
  onSubmit: (imagePngDataUrl: string) => Promise<void>;
  /** the page's strokes when the window opens (a draft kept while it was minimised) */
  initialDrawing?: readonly DrawingOperation[];
  /** called after every change of the page */
  onDrawingChange?: (operations: readonly DrawingOperation[]) => void;
  /** the language of the course content (default he) */
  contentLang?: string;
  /** where the window opens; (200, 80) by default */
  defaultPosition?: Point;
}

type Strings = UiStrings['exercisePlatform'];

/**
 * The exercise platform: a floating window (900×650 at (200, 80), 450×350 to 1200×800, kept on screen) with
 * a ruled canvas (draw, erase, text, clear all), helper formulas, minimise, and 'שלח פתרון'; a side panel
 * with the question, equations, a diagram that opens larger, and the lettered parts.
 */
export function ExercisePlatform({
  open = true,
  onClose,
  onMinimize,
  exercise,
  onSubmit,
  initialDrawing,
  onDrawingChange,
  contentLang = 'he',
  defaultPosition,
}: ExercisePlatformProps) {
  const strings = useUiStrings('exercisePlatform', exercisePlatformStrings);
  const attributes = contentAttributes(contentLang);
  const canvasRef = useRef<ExerciseCanvasHandle>(null);
  const formulasId = useId();
  const [showFormulas, setShowFormulas] = useState(false);
  const [sending, setSending] = useState(false);
  const [captureFailed, setCaptureFailed] = useState(false);
  const live = useMountedRef();

  const submit = async () => {
    if (!exercise || sending) return;
    let png = '';
    try {
      png = canvasRef.current?.exportPng() ?? '';
    } catch {
      png = '';
    }
    setCaptureFailed(png === '');
    if (png === '') return;
    setSending(true);
    try {
      await onSubmit(png);
    } catch {
      // The app reports the failure; the page stays as it was for another try.
    } finally {
      if (live.current) setSending(false);
    }
  };

  return (
    <Window
      {...exerciseWindowPreset}
      open={open}
      title={exercise ? `${strings.title} · ${exercise.topic}` : strings.title}
      onClose={onClose}
      minimizable={false}
      defaultPosition={defaultPosition ?? exerciseWindowPreset.defaultPosition}
      className="hv-exercise"
    >
      <div className="hv-exercise__layout">
        <aside className="hv-exercise__panel" aria-label={strings.exercise}>
          {exercise ? (
            <ExercisePanel strings={strings} exercise={exercise} content={attributes} />
          ) : (
            <EmptyState title={strings.empty} />
          )}
        </aside>
        <div className="hv-exercise__work">
          <div className="hv-button-row">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={showFormulas}
              aria-controls={formulasId}
              onClick={() => setShowFormulas((shown) => !shown)}
            >
              {strings.formulas}
            </Button>
            <Button variant="ghost" size="sm" onClick={onMinimize ?? onClose}>
              {strings.minimize}
            </Button>
            <Button
              size="sm"
              className="hv-button-row__end"
              disabled={!exercise}
              loading={sending}
              onClick={() => void submit()}
            >
              {sending ? strings.submitting : strings.submit}
            </Button>
          </div>
          <section
            id={formulasId}
            className="hv-exercise__formulas"
            hidden={!showFormulas}
            aria-label={strings.formulas}
          >
            {exercise && exercise.formulas.length > 0 ? (
              <ul className="hv-stack-list" {...attributes}>
                {exercise.formulas.map((formula, index) => (
                  <li key={index}>
                    {isLatexFormula(formula) ? (
                      <MathRenderer tex={formula} display />
                    ) : (
                      <span>{formula}</span>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{strings.noFormulas}</p>
            )}
          </section>
          {captureFailed && (
            <p role="alert" className="hv-inline-notice">
              {strings.captureFailed}
            </p>
          )}
          <ExerciseCanvas
            ref={canvasRef}
            height={460}
            initialOperations={initialDrawing}
            onChange={onDrawingChange}
          />
        </div>
      </div>
    </Window>
  );
}

function ExercisePanel({
  strings,
  exercise,
  content,
}: {
  strings: Strings;
  exercise: ExerciseItem;
  content: ContentAttributes;
}) {
  const [enlarged, setEnlarged] = useState(false);
  // A diagram that fails to load is left out, button and all.
  const [failedDiagram, setFailedDiagram] = useState<string | null>(null);
  const diagram = exercise.diagramUrl && exercise.diagramUrl !== failedDiagram ? exercise.diagramUrl : null;
  return (
    <div className="hv-exercise__details" {...content}>
      <h3 className="hv-exercise__topic">{exercise.topic}</h3>
      <RichText className="hv-exercise__description" text={exercise.description} />
      {exercise.equations.length > 0 && (
        <section className="hv-exercise__section" aria-label={strings.equations}>
          {exercise.equations.map((equation, index) => (
            <MathRenderer key={index} tex={equation} display />
          ))}
        </section>
      )}
      {diagram && (
        <section className="hv-exercise__section" aria-label={strings.diagram}>
          <button
            type="button"
            className="hv-exercise__diagram-button"
            aria-label={strings.enlargeDiagram}
            onClick={() => setEnlarged(true)}
          >
            <ContentImage
              className="hv-exercise__diagram"
              src={diagram}
              alt={strings.diagram}
              onError={() => setFailedDiagram(diagram)}
            />
          </button>
          <ContentPopup
            open={enlarged}
            onOpenChange={setEnlarged}
            title={strings.diagram}
            content={{ kind: 'image', url: diagram, alt: strings.diagram }}
          />
        </section>
      )}
      <section className="hv-exercise__section" aria-label={strings.sections}>
        <ul className="hv-stack-list">
          {exercise.sections.map((part) => (
            <li key={part.id} className="hv-exercise__part">
              <span className="hv-exercise__part-id">{part.id}.</span>
              <div className="hv-exercise__part-body">
                <RichText text={part.question} />
                {part.equation && <MathRenderer tex={part.equation} display />}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

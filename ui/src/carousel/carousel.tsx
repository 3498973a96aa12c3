import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../button/button';
import { ArrowBackIcon, ArrowForwardIcon } from '../button/icons';
import { useUiStrings } from '../strings-context';
import { carouselStrings } from './strings';
import './carousel.css';

/** One step of the carousel. */
export interface CarouselSlide {
  /** the step's heading */
  title: string;
  /** the step's body */
  body: ReactNode;
  /** an illustration above the text */
  media?: ReactNode;
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** the steps, in order */
  slides: readonly CarouselSlide[];
  /** the carousel's accessible name */
  label: string;
  /** the shown step (controlled) */
  index?: number;
  /** the first step when uncontrolled */
  defaultIndex?: number;
  /** called with the new step */
  onIndexChange?: (index: number) => void;
}

/** A step-by-step carousel with Back and Next (How It Works); one slide at a time, no auto-rotation. */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  { slides, label, index, defaultIndex = 0, onIndexChange, className, ...rest },
  ref,
) {
  const strings = useUiStrings('carousel', carouselStrings);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const slideId = useId();
  const total = slides.length;
  const current = Math.min(Math.max(index ?? ownIndex, 0), Math.max(total - 1, 0));
  const slide = slides[current];
  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    if (index === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };
  const step = strings.step.replace('{n}', String(current + 1)).replace('{total}', String(total));
  return (
    <section
      {...rest}
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      className={['hv-carousel', className].filter(Boolean).join(' ')}
    >
      {slide && (
        <div
          id={slideId}
          className="hv-carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={step}
          aria-live="polite"
        >
          {slide.media && <div className="hv-carousel__media">{slide.media}</div>}
          <h3 className="hv-carousel__title">{slide.title}</h3>
          <div className="hv-carousel__body">{slide.body}</div>
        </div>
      )}
      <div className="hv-carousel__controls">
        <Button
          variant="secondary"
          icon={<ArrowBackIcon />}
          className="hv-carousel__button"
          aria-controls={slideId}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          {strings.previous}
        </Button>
        <span className="hv-carousel__step" aria-hidden="true">
          {slides.map((_, dot) => (
            <span
              key={dot}
              className="hv-carousel__dot"
              data-state={dot === current ? 'active' : 'inactive'}
            />
          ))}
        </span>
        <Button
          className="hv-carousel__button hv-carousel__button--next"
          aria-controls={slideId}
          disabled={current >= total - 1}
          onClick={() => go(current + 1)}
        >
          {strings.next}
          <ArrowForwardIcon />
        </Button>
      </div>
    </section>
  );
});

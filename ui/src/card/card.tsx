import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** the card's heading */
  title?: ReactNode;
  /** heading level of the title, h3 by default */
  headingLevel?: 2 | 3 | 4;
  /** an icon or picture shown before the title */
  media?: ReactNode;
  /** actions at the bottom */
  footer?: ReactNode;
  /** a selected card (course picker, categories) */
  selected?: boolean;
}

/** A surface grouping related content; put a button or link inside for an interactive card. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, headingLevel = 3, media, footer, selected, className, children, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      {...rest}
      ref={ref}
      className={['hv-card', className].filter(Boolean).join(' ')}
      data-state={selected ? 'selected' : undefined}
    >
      {media && <div className="hv-card__media">{media}</div>}
      {title && <Heading className="hv-card__title">{title}</Heading>}
      {children && <div className="hv-card__body">{children}</div>}
      {footer && <div className="hv-card__footer">{footer}</div>}
    </article>
  );
});

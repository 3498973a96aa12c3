import { forwardRef, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './action-card.css';

export interface ActionCardProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> {
  /** the card's title: the start of the button's name */
  title: ReactNode;
  /** a decorative icon above the title */
  icon?: ReactNode;
  /** a longer text under the title; part of the name (all visible text is) and also its description */
  description?: ReactNode;
  /** md (a space on a dashboard) or sm (a course in a list); md by default */
  size?: 'md' | 'sm';
}

/**
 * A card that is one button: icon, title, short lines passed as children (a course's subject and tutor),
 * and a description. Everything visible is in the button's name (WCAG 2.5.3); the description is also
 * its accessible description.
 */
export const ActionCard = forwardRef<HTMLButtonElement, ActionCardProps>(function ActionCard(
  { title, icon, description, size = 'md', className, children, type, ...rest },
  ref,
) {
  const descriptionId = useId();
  return (
    <button
      {...rest}
      ref={ref}
      type={type ?? 'button'}
      className={['hv-action-card', className].filter(Boolean).join(' ')}
      data-size={size}
      aria-describedby={description ? descriptionId : undefined}
    >
      {icon && (
        <span className="hv-action-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="hv-action-card__title">{title}</span>
      {children}
      {description && (
        <span className="hv-action-card__description" id={descriptionId}>
          {description}
        </span>
      )}
    </button>
  );
});

export interface ActionCardLineProps {
  /** muted (a subject) or accent (a tutor's name); muted by default */
  tone?: 'muted' | 'accent';
  children: ReactNode;
}

/** A short line inside an ActionCard, part of the card's name. */
export function ActionCardLine({ tone = 'muted', children }: ActionCardLineProps) {
  return (
    <span className="hv-action-card__line" data-tone={tone}>
      {children}
    </span>
  );
}

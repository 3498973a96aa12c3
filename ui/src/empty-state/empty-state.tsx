import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** the main message, e.g. 'No activities found for this course' */
  title: string;
  /** a longer explanation */
  description?: ReactNode;
  /** a decorative icon or emoji */
  icon?: ReactNode;
  /** an action, e.g. a button to start */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, className, ...rest },
  ref,
) {
  return (
    <div {...rest} ref={ref} className={['hv-empty-state', className].filter(Boolean).join(' ')}>
      {icon && (
        <div className="hv-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="hv-empty-state__title">{title}</p>
      {description && <div className="hv-empty-state__description">{description}</div>}
      {action && <div className="hv-empty-state__action">{action}</div>}
    </div>
  );
});

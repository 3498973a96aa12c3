import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useUiStrings } from '../strings-context';
import { schoolSelectStrings } from './strings';
import './school-select.css';

/** One entry of the dropdown. */
export interface SchoolOption {
  id: number | string;
  name: string;
}

/** Where the list is: still loading, loaded (possibly empty) or failed. */
export type SchoolSelectStatus = 'loading' | 'ready' | 'error';

export interface SchoolSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  /** the schools to offer, already filtered to active ones */
  schools: readonly SchoolOption[];
  /** loading disables the control; error shows the message and a retry button */
  status: SchoolSelectStatus;
  /** the selected school id, or '' for none */
  value: string;
  /** called with the chosen school id */
  onValueChange: (value: string) => void;
  /** called by the retry button in the error state; no button without it */
  onRetry?: () => void;
  /** overrides the label from UiStrings */
  label?: string;
}

/** The registration form's school dropdown with its loading, empty and error states. */
export const SchoolSelect = forwardRef<HTMLSelectElement, SchoolSelectProps>(function SchoolSelect(
  { schools, status, value, onValueChange, onRetry, label, className, id, disabled, ...rest },
  ref,
) {
  const strings = useUiStrings('schoolSelect', schoolSelectStrings);
  const generatedId = useId();
  const selectId = id ?? `school-select-${generatedId}`;
  const messageId = `${selectId}-message`;
  const empty = status === 'ready' && schools.length === 0;
  const placeholder =
    status === 'loading'
      ? strings.loading
      : empty
        ? strings.empty
        : status === 'error'
          ? strings.error
          : strings.placeholder;

  return (
    <div
      className={['hv-school-select', className].filter(Boolean).join(' ')}
      data-state={empty ? 'empty' : status}
    >
      <label className="hv-school-select__label" htmlFor={selectId}>
        {label ?? strings.label}
        {rest.required && (
          <span className="hv-school-select__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <select
        {...rest}
        ref={ref}
        id={selectId}
        className="hv-school-select__control"
        value={value}
        disabled={disabled || status !== 'ready' || empty}
        aria-busy={status === 'loading'}
        aria-invalid={status === 'error' || undefined}
        aria-describedby={status === 'error' ? messageId : rest['aria-describedby']}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {schools.map((school) => (
          <option key={school.id} value={String(school.id)}>
            {school.name}
          </option>
        ))}
      </select>
      {status === 'error' && (
        <div className="hv-school-select__error" id={messageId} role="alert">
          <span>{strings.error}</span>
          {onRetry && (
            <button type="button" className="hv-school-select__retry" onClick={onRetry}>
              {strings.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
});

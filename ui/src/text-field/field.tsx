import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './text-field.css';

interface FieldChrome {
  /** the visible label, also the control's accessible name */
  label: string;
  /** an error message: shown under the control, sets aria-invalid */
  error?: string;
  /** a hint under the control */
  hint?: string;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, hint?: string, error?: string, extra?: string) {
  return [extra, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  disabled,
  children,
}: FieldChrome & {
  ids: ReturnType<typeof useFieldIds>;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="hv-field" data-state={error ? 'error' : disabled ? 'disabled' : 'idle'}>
      <label className="hv-field__label" htmlFor={ids.controlId}>
        {label}
        {required && (
          <span className="hv-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <span className="hv-field__hint" id={ids.hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="hv-field__error" id={ids.errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** the input type; text by default */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';
}

const ltrTypes: ReadonlySet<string> = new Set(['email', 'password', 'url', 'tel']);

/** A labelled text input with hint, error and disabled states. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, type = 'text', required, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required} disabled={disabled}>
      <input
        // E-mail addresses, passwords, URLs and phone numbers are LTR even on a Hebrew page.
        dir={ltrTypes.has(type) ? 'ltr' : undefined}
        {...rest}
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        disabled={disabled}
        className={['hv-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      />
    </FieldShell>
  );
});

export interface TextAreaFieldProps extends FieldChrome, TextareaHTMLAttributes<HTMLTextAreaElement> {}

/** A labelled multi-line text box (contact form message). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, required, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required} disabled={disabled}>
      <textarea
        {...rest}
        ref={ref}
        id={ids.controlId}
        required={required}
        disabled={disabled}
        className={['hv-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      />
    </FieldShell>
  );
});

/** One option of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** the choices */
  options: readonly SelectOption[];
  /** a first, empty choice prompting to pick one */
  placeholder?: string;
}

/** A labelled native select with hint, error and disabled states. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, id, className, options, placeholder, required, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required} disabled={disabled}>
      <select
        {...rest}
        ref={ref}
        id={ids.controlId}
        required={required}
        disabled={disabled}
        className={['hv-field__control', 'hv-field__select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

export interface DateFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {}

/** A labelled native date input (value as YYYY-MM-DD); the date itself is shown left-to-right. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, error, hint, id, className, required, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} required={required} disabled={disabled}>
      <input
        {...rest}
        ref={ref}
        id={ids.controlId}
        type="date"
        dir="ltr"
        required={required}
        disabled={disabled}
        className={['hv-field__control', 'hv-field__date', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      />
    </FieldShell>
  );
});

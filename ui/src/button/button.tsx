import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './button.css';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** visual weight; primary by default */
  variant?: ButtonVariant;
  /** size; md by default */
  size?: ButtonSize;
  /** shows a spinner, sets aria-busy and blocks clicks */
  loading?: boolean;
  /** an icon before the label (mirrored by the caller when directional) */
  icon?: ReactNode;
}

/** A text button. `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, icon, className, children, disabled, type, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type ?? 'button'}
      className={['hv-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : 'idle'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="hv-button__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** the accessible name, also shown as a tooltip; required because the button has no visible text */
  label: string;
  /** the icon (decorative; hidden from assistive technology) */
  icon: ReactNode;
  /** visual weight; ghost by default */
  variant?: ButtonVariant;
  /** size; md by default */
  size?: ButtonSize;
  /** a toggle button's state, exposed as aria-pressed */
  pressed?: boolean;
  /** mirror the icon in right-to-left layouts (arrows, chevrons) */
  mirrorInRtl?: boolean;
}

/** A square icon-only button with a required accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', pressed, mirrorInRtl, className, type, title, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type ?? 'button'}
      className={['hv-button', 'hv-icon-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-state={pressed === undefined ? undefined : pressed ? 'on' : 'off'}
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
    >
      <span className="hv-icon-button__icon" data-mirror={mirrorInRtl || undefined} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
});

import { forwardRef, useId, type HTMLAttributes } from 'react';
import { hasMath } from '../math/tex';
import { RichText } from '../rich-text/rich-text';
import { mathToPlainText } from './plain-text';
import './choice-group.css';

/** How an option is marked once the answer is known. */
export type ChoiceMark = 'correct' | 'incorrect';

export interface ChoiceGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** the options, as text with `$…$` math */
  options: readonly string[];
  /** the chosen option's index, or -1 / null for none */
  value: number | null;
  /** called with the index the learner picks */
  onValueChange: (index: number) => void;
  /** locks every option (an answered problem, a submitted test) */
  disabled?: boolean;
  /** marks per option index, shown after checking */
  marks?: Readonly<Record<number, ChoiceMark>>;
  /** the element that names the group (the question) */
  labelledBy?: string;
}

/** A radio group of options with math; native radios, so arrows move and Space picks. */
export const ChoiceGroup = forwardRef<HTMLDivElement, ChoiceGroupProps>(function ChoiceGroup(
  { options, value, onValueChange, disabled = false, marks, labelledBy, className, ...rest },
  ref,
) {
  const name = useId();
  return (
    <div
      {...rest}
      ref={ref}
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={['hv-choice-group', className].filter(Boolean).join(' ')}
    >
      {options.map((option, index) => {
        const checked = value === index;
        return (
          <label
            key={index}
            className="hv-choice-group__option"
            data-state={checked ? 'checked' : 'unchecked'}
            data-mark={marks?.[index]}
            data-disabled={disabled || undefined}
          >
            <input
              type="radio"
              name={name}
              className="hv-choice-group__radio"
              checked={checked}
              disabled={disabled}
              // A typeset formula gives a label no accessible name, so math options carry a plain-text one.
              aria-label={hasMath(option) ? mathToPlainText(option) : undefined}
              onChange={() => onValueChange(index)}
            />
            <RichText as="span" className="hv-choice-group__text" text={option} />
          </label>
        );
      })}
    </div>
  );
});

import { Fragment, type ReactNode } from 'react';

// A private-use character no translation contains: it marks where the value goes in the sentence.
const slot = '\uE000';

/**
 * A translated sentence with its interpolated value inside a `<bdi>`, so a value in the other script keeps
 * the sentence's punctuation on the sentence's side ('Lesson: ' + a Hebrew title in the English UI). The
 * locale stays plain: `translate` interpolates whatever it is given.
 */
export function withIsolatedValue(translate: (value: string) => string, value: string): ReactNode {
  const parts = translate(slot).split(slot);
  if (parts.length === 1) return translate(value);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <bdi>{value}</bdi>}
      {part}
    </Fragment>
  ));
}

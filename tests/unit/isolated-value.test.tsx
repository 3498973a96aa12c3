import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIsolatedValue } from '../../app/src/lib/i18n/isolated-value';

const render = (template: string, value: string) =>
  renderToStaticMarkup(<>{withIsolatedValue((slot) => template.replace('{{title}}', slot), value)}</>);

describe('given a translated sentence with an interpolated name', () => {
  it.each([
    ['Lesson: {{title}}', 'פונקציה ריבועית', 'Lesson: <bdi>פונקציה ריבועית</bdi>'],
    ['שיעור: {{title}}', 'Derivatives', 'שיעור: <bdi>Derivatives</bdi>'],
    ['{{title}} (lesson)', 'נגזרות', '<bdi>נגזרות</bdi> (lesson)'],
  ])('should isolate the name in %s', (template, value, markup) => {
    // Act
    const html = render(template, value);
    // Assert
    expect(html).toBe(markup);
  });

  it('should render the sentence as it is when the translation drops the name', () => {
    // Act
    const html = render('Lesson', 'נגזרות');
    // Assert
    expect(html).toBe('Lesson');
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MathRenderer } from '@havruta/ui';

/** The markup without the part kept for screen readers only: what the learner sees. */
function visible(html: string): string {
  return html.replace(/<span class="hv-math__tex">[^<]*<\/span>/g, '');
}

describe('given KaTeX has not loaded yet', () => {
  it.each(['{ x}^{2}', '\\frac{1}{2}', 'x^2-7x+12=0'])('should not show the raw TeX of %s', (tex) => {
    // Arrange, Act: rendered before the KaTeX chunk is asked for
    const html = renderToString(<MathRenderer tex={tex} />);

    // Assert: a loading placeholder, the TeX only for screen readers
    expect(html).toContain('data-state="loading"');
    expect(visible(html)).not.toContain(tex.replace(/</g, '&lt;'));
    expect(html).toContain('hv-math__pending');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ContentBlocks, Markdown, MathRenderer, RichText } from '@havruta/ui';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { xssCorpus } from '../../tests/fixtures/xss-corpus';

declare global {
  interface Window {
    /** set by any XSS payload that manages to run */
    __xss?: number;
  }
}

const figure = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#e8f1fb"/><path d="M20 100 Q120 -20 220 100" stroke="#3a3fb8" stroke-width="4" fill="none"/></svg>`;
const lessonHandlers = {
  lessons: [
    http.get('/static/lessons/parabola.svg', () =>
      HttpResponse.text(figure, { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
    http.get('/static/lessons/missing.png', () => new HttpResponse(null, { status: 404 })),
    http.get('/static/lessons/explanation.mp3', () => new HttpResponse(null, { status: 404 })),
  ],
};

const lesson = `# פונקציה ריבועית

פונקציה ריבועית היא פונקציה מהצורה $f(x) = ax^2 + bx + c$ כאשר $a \\neq 0$.

## נוסחת השורשים

$$
x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}
$$

| מקדם | משמעות |
|---|---|
| $a$ | פתיחת הפרבולה |
| $c$ | חיתוך עם ציר $y$ |

- אם $\\Delta > 0$ יש שני שורשים
- אם $\\Delta = 0$ יש שורש אחד

![גרף של פרבולה](/static/lessons/parabola.svg)

![תמונה חסרה](/static/lessons/missing.png)

למידע נוסף ראו [ויקיפדיה](https://he.wikipedia.org/wiki/פונקציה_ריבועית).`;

const meta = {
  title: 'UI/RichText',
  component: Markdown,
  args: { source: lesson },
  parameters: { msw: { handlers: lessonHandlers } },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;

export const Lesson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'פונקציה ריבועית' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(6));
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
    const link = canvas.getByRole('link', { name: 'ויקיפדיה' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The figure loads; the missing image is hidden rather than shown broken.
    await expect(await canvas.findByRole('img', { name: 'גרף של פרבולה' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'תמונה חסרה' })).toBeNull());
  },
};

export const LessonEn: Story = {
  ...en,
  args: {
    source:
      'A quadratic $f(x)=ax^2+bx+c$ has roots\n\n$$x=\\frac{-b\\pm\\sqrt{\\Delta}}{2a}$$\n\n[Read more](https://en.wikipedia.org/wiki/Quadratic_function)',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBe(2));
    await expect(canvas.getByRole('link', { name: 'Read more' })).toHaveAttribute('target', '_blank');
  },
};

export const PlainTextWithMath: Story = {
  render: () => <RichText text={'שורה ראשונה עם $x+1$\nשורה שנייה, מחיר 5$ ללא נוסחה'} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(1));
    await expect(within(canvasElement).getByText(/מחיר 5\$ ללא נוסחה/)).toBeInTheDocument();
  },
};

export const Blocks: Story = {
  render: () => (
    <ContentBlocks
      blocks={[
        { type: 'text', text: 'נפתור את המשוואה **צעד אחר צעד**:' },
        { type: 'math_block', latex: '2x + 3 = 7' },
        { type: 'math_explanation', latex: 'נחסר $3$ משני האגפים ונקבל $2x = 4$, ולכן $x = 2$.' },
        { type: 'image', url: '/static/lessons/parabola.svg' },
        { type: 'image', url: '/static/lessons/missing.png' },
        { type: 'audio', url: '/static/lessons/explanation.mp3' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('צעד אחר צעד')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBe(4));
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'איור' })).toHaveLength(1));
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('aria-label', 'קטע שמע');
  },
};

export const BlocksEn: Story = {
  ...en,
  render: () => (
    <ContentBlocks
      blocks={[
        { type: 'text', text: 'Subtract $3$:' },
        { type: 'math_block', latex: '2x = 4' },
        { type: 'image', url: '/static/lessons/parabola.svg' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Illustration' })).toBeInTheDocument();
  },
};

/** The XSS corpus: every payload rendered through every path; nothing may execute or survive as markup. */
export const XssCorpus: Story = {
  render: () => (
    <div>
      {xssCorpus.map((payload) => (
        <section key={payload.name} aria-label={payload.name}>
          {payload.kind === 'markdown' && <Markdown source={payload.source} />}
          {payload.kind === 'rich-text' && <RichText text={payload.source} />}
          {payload.kind === 'tex' && <MathRenderer tex={payload.source} />}
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    window.__xss = undefined;
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(5));
    // Give any handler (onerror, onload) the chance to fire before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(window.__xss).toBeUndefined();
    await expect(canvasElement.querySelector('script')).toBeNull();
    const all = Array.from(canvasElement.querySelectorAll('*'));
    for (const element of all) {
      for (const attribute of Array.from(element.attributes)) {
        await expect(attribute.name.startsWith('on')).toBe(false);
        if (['href', 'src', 'xlink:href', 'action', 'formaction', 'style'].includes(attribute.name)) {
          await expect(/(javascript|vbscript|data):/i.test(attribute.value)).toBe(false);
        }
      }
    }
    await expect(canvasElement.querySelectorAll('a[href]').length).toBe(0);
    await expect(canvasElement.querySelectorAll('img').length).toBe(0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { MathRenderer, RichText } from '@havruta/ui';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Math',
  component: MathRenderer,
  args: { tex: '\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}', display: false },
} satisfies Meta<typeof MathRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;

/** Waits until the lazy KaTeX chunk has rendered `count` formulas. */
async function renderedFormulas(root: HTMLElement, count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(root.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
  });
  return Array.from(root.querySelectorAll<HTMLElement>('.katex'));
}

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const [formula] = await renderedFormulas(canvasElement, 1);
    await expect(formula?.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(canvasElement.querySelector('math')).not.toBeNull();
  },
};

export const Display: Story = {
  args: { tex: '\\int_0^1 x^2\\,dx = \\frac{1}{3}', display: true },
  play: async ({ canvasElement }) => {
    await renderedFormulas(canvasElement, 1);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
  },
};

/** The acceptance story: Hebrew sentences with inline formulas; each formula computes to direction ltr. */
export const HebrewSentenceWithFormulas: Story = {
  render: () => (
    <div>
      <RichText
        as="p"
        data-testid="rtl-paragraph"
        text={
          'לפי משפט פיתגורס $a^2 + b^2 = c^2$, ולכן במשולש עם ניצבים $3$ ו-$4$ היתר הוא $c = \\sqrt{3^2+4^2} = 5$. ' +
          "הנגזרת של $f(x) = x^3 - 2x$ היא $f'(x) = 3x^2 - 2$, והמטריצה $\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}$ אינה הפוכה לעצמה."
        }
      />
      <RichText as="p" text={'חשבו את הגבול: $$\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1$$ ובדקו את התשובה.'} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paragraph = canvas.getByTestId('rtl-paragraph');
    const formulas = await renderedFormulas(canvasElement, 7);
    // Assert: the sentence stays RTL, every formula is an LTR island that is never mirrored.
    await expect(getComputedStyle(paragraph).direction).toBe('rtl');
    for (const formula of formulas) {
      await expect(getComputedStyle(formula).direction).toBe('ltr');
      const island = formula.closest('.hv-math') as HTMLElement;
      await expect(getComputedStyle(island).unicodeBidi).toBe('isolate');
    }
    await expect(paragraph).toHaveTextContent('לפי משפט פיתגורס');
  },
};

export const HebrewSentenceWithFormulasEn: Story = {
  ...en,
  render: () => <RichText as="p" data-testid="p" text="By Pythagoras $a^2+b^2=c^2$, so $c=5$." />,
  play: async ({ canvasElement }) => {
    const formulas = await renderedFormulas(canvasElement, 2);
    await expect(getComputedStyle(within(canvasElement).getByTestId('p')).direction).toBe('ltr');
    for (const formula of formulas) await expect(getComputedStyle(formula).direction).toBe('ltr');
  },
};

export const AutoCorrected: Story = {
  args: { tex: '\\frac12 + \\frac{1}{3' },
  play: async ({ canvasElement }) => {
    await renderedFormulas(canvasElement, 1);
    await expect(canvasElement.querySelector('[data-state="corrected"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText(/LATEX ERROR/)).toBeNull();
  },
};

export const LatexError: Story = {
  args: { tex: '\\notacommand{x}' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('⚠️ LATEX ERROR: \\notacommand{x}')).toBeInTheDocument();
  },
};

export const DisplayMathError: Story = {
  args: { tex: '\\badcommand', display: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('שגיאה בנוסחה')).toBeInTheDocument();
    await expect(canvas.getByText(/LATEX ERROR/)).toBeInTheDocument();
  },
};

export const DisplayMathErrorEn: Story = {
  ...en,
  args: { tex: '\\badcommand', display: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Math error')).toBeInTheDocument();
  },
};

export const HebrewIsNeverMath: Story = {
  args: { tex: 'שלום עולם' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('שלום עולם')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('.katex')).toBeNull();
  },
};

export const CachedRepeats: Story = {
  render: () => <RichText as="p" text={Array.from({ length: 20 }, () => '$x^2 + y^2 = r^2$').join(' ו- ')} />,
  play: async ({ canvasElement }) => {
    const formulas = await renderedFormulas(canvasElement, 20);
    const first = formulas[0]?.outerHTML;
    await expect(formulas.every((formula) => formula.outerHTML === first)).toBe(true);
  },
};

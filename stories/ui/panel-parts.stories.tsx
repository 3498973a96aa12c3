import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
// The parts the windows share are classes without a component of their own: the windows import this sheet.
import '../../ui/src/panel-parts/panel-parts.css';
import { Button } from '@havruta/ui';
import { expect, within } from 'storybook/test';

type Lang = 'he' | 'en';

const samples = {
  he: {
    region: 'חלקי חלון',
    cards: [
      { title: 'משוואות ריבועיות', text: 'נוסחת השורשים ופירוק לגורמים.' },
      { title: 'סדרות', text: 'חשבוניות והנדסיות.' },
      { title: 'הסתברות', text: 'נטען…', busy: true },
    ],
    error: 'טעינת הנושאים נכשלה.',
    warning: 'כתבו מספר, למשל 3.5.',
    info: 'לשאלה פתוחה אין בדיקה אוטומטית.',
    steps: ['צעד ראשון', 'צעד שני'],
    previous: 'הקודם',
    next: 'הבא',
    finish: 'סיום התרגול',
  },
  en: {
    region: 'Window parts',
    cards: [
      { title: 'Quadratic equations', text: 'The formula and factoring.' },
      { title: 'Sequences', text: 'Arithmetic and geometric.' },
      { title: 'Probability', text: 'Loading…', busy: true },
    ],
    error: 'Loading the subjects failed.',
    warning: 'Type a number, for example 3.5.',
    info: 'An open question has no automatic check.',
    steps: ['First step', 'Second step'],
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish Practice',
  },
} as const;

interface PanelPartsProps {
  /** the sample text's language */
  lang: Lang;
  /** the narrowest a card may be before the list wraps (`--hv-card-min`) */
  cardMin: string;
}

/** The shared parts as a window lays them out: a list of card buttons, notices, a stack list, a button row. */
function PanelParts({ lang, cardMin }: PanelPartsProps) {
  const text = samples[lang];
  return (
    <section aria-label={text.region} style={{ maxInlineSize: '40rem', display: 'grid', gap: '1rem' }}>
      <ul className="hv-card-list" style={{ '--hv-card-min': cardMin } as CSSProperties}>
        {text.cards.map((card) => (
          <li key={card.title}>
            <button type="button" className="hv-card-button" disabled={'busy' in card}>
              <span className="hv-card-button__title">{card.title}</span>
              <span className="hv-card-button__text">{card.text}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="hv-inline-notice" role="alert">
        {text.error}
      </p>
      <p className="hv-inline-notice" data-tone="warning">
        {text.warning}
      </p>
      <p className="hv-inline-notice" data-tone="info">
        {text.info}
      </p>
      <ol className="hv-stack-list">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="hv-button-row">
        <Button variant="secondary" size="sm">
          {text.previous}
        </Button>
        <Button variant="secondary" size="sm">
          {text.next}
        </Button>
        <Button size="sm" className="hv-button-row__end">
          {text.finish}
        </Button>
      </div>
    </section>
  );
}

const meta = {
  title: 'UI/PanelParts',
  component: PanelParts,
  args: { lang: 'he', cardMin: '11rem' },
} satisfies Meta<typeof PanelParts>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();

/** Cards side by side, the notices apart by tone, the end button at the row's inline end (left in RTL). */
const parts = (lang: Lang): Story => ({
  ...(lang === 'en' ? { globals: { locale: 'en' } } : {}),
  args: { lang },
  play: async ({ canvasElement }) => {
    const text = samples[lang];
    const region = within(within(canvasElement).getByRole('region', { name: text.region }));
    // The cards are buttons in one list; a card that is loading is disabled.
    const [first, second, busy] = text.cards.map((card) =>
      region.getByRole('button', { name: new RegExp(card.title) }),
    );
    if (!first || !second || !busy) throw new Error('expected three cards');
    await expect(busy).toBeDisabled();
    await expect(first).toBeEnabled();
    // 40rem holds three cards of at least 11rem: one row, the first at the inline start.
    await expect(box(first).top).toBe(box(second).top);
    await expect(
      lang === 'he' ? box(first).left > box(second).left : box(first).left < box(second).left,
    ).toBe(true);
    // Each tone has its own colours.
    const notices = [text.error, text.warning, text.info].map(
      (line) => getComputedStyle(region.getByText(line)).backgroundColor,
    );
    await expect(new Set(notices).size).toBe(3);
    await expect(region.getByRole('alert')).toHaveTextContent(text.error);
    // The stack list (the second list) has no markers, its items one under the other.
    const stack = region.getAllByRole('list')[1];
    if (!stack) throw new Error('expected the stack list');
    await expect(getComputedStyle(stack).listStyleType).toBe('none');
    const [step1, step2] = within(stack).getAllByRole('listitem');
    if (!step1 || !step2) throw new Error('expected two steps');
    await expect(box(step2).top).toBeGreaterThanOrEqual(box(step1).bottom);
    // The end button sits at the row's inline end, past the others.
    const finish = box(region.getByRole('button', { name: text.finish }));
    const next = box(region.getByRole('button', { name: text.next }));
    await expect(lang === 'he' ? finish.right < next.left : finish.left > next.right).toBe(true);
  },
});
export const Default: Story = parts('he');
export const DefaultEn: Story = parts('en');

/** A card minimum wider than half the panel puts one card on each row. */
const narrow = (lang: Lang): Story => ({
  ...(lang === 'en' ? { globals: { locale: 'en' } } : {}),
  args: { lang, cardMin: '24rem' },
  play: async ({ canvasElement }) => {
    const text = samples[lang];
    const region = within(within(canvasElement).getByRole('region', { name: text.region }));
    const [first, second] = text.cards.map((card) =>
      region.getByRole('button', { name: new RegExp(card.title) }),
    );
    if (!first || !second) throw new Error('expected the cards');
    await expect(box(second).top).toBeGreaterThanOrEqual(box(first).bottom);
    await expect(box(first).width).toBe(box(second).width);
  },
});
export const OneColumn: Story = narrow('he');
export const OneColumnEn: Story = narrow('en');

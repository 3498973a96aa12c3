import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  colorTokens,
  radiusTokens,
  scoreTone,
  spaceTokens,
  textTokens,
  toneTokens,
  topicTone,
} from '@havruta/ui';
import { expect, within } from 'storybook/test';

/**
 * The design tokens of ui/src/tokens.css: colours, score and topic tones, spacing, radii and the
 * type scale in Rubik (which covers Hebrew). Components use only these variables.
 */
function TokensDoc({ sample }: { sample: string }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--hv-space-5)', fontFamily: 'var(--hv-font-family)' }}>
      <section aria-labelledby="tokens-colors">
        <h2 id="tokens-colors">Colour</h2>
        <ul
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 'var(--hv-space-3)',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {[...colorTokens, ...toneTokens].map((token) => (
            <li key={token} style={{ inlineSize: '9rem' }}>
              <div
                style={{
                  blockSize: '3rem',
                  background: `var(${token})`,
                  border: '1px solid var(--hv-color-border)',
                  borderRadius: 'var(--hv-radius-md)',
                }}
              />
              <code style={{ fontSize: 'var(--hv-text-xs)' }}>{token}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-tones">
        <h2 id="tokens-tones">Score ≥ 80 / ≥ 60 / &lt; 60 · Topic ≥ 0.85 / ≥ 0.5 / else</h2>
        <ul style={{ display: 'flex', gap: 'var(--hv-space-3)', padding: 0, listStyle: 'none' }}>
          {[92, 80, 71, 60, 45].map((score) => (
            <li
              key={score}
              data-tone={scoreTone(score)}
              style={{
                color: '#fff',
                background: `var(--hv-score-${scoreTone(score)})`,
                borderRadius: 'var(--hv-radius-full)',
                paddingInline: 'var(--hv-space-3)',
              }}
            >
              {`${score}: ${scoreTone(score)}`}
            </li>
          ))}
        </ul>
        <ul
          style={{
            display: 'grid',
            gap: 'var(--hv-space-2)',
            padding: 0,
            listStyle: 'none',
            maxInlineSize: '24rem',
          }}
        >
          {[0.9, 0.85, 0.6, 0.3].map((value) => (
            <li key={value}>
              <span>{`${value}: ${topicTone(value)}`}</span>
              <div
                style={{
                  blockSize: '0.5rem',
                  background: 'var(--hv-color-surface-muted)',
                  borderRadius: 'var(--hv-radius-full)',
                }}
              >
                <div
                  style={{
                    blockSize: '100%',
                    inlineSize: `${value * 100}%`,
                    background: `var(--hv-topic-${topicTone(value)})`,
                    borderRadius: 'var(--hv-radius-full)',
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Spacing · radius</h2>
        {spaceTokens.map((token) => (
          <div key={token} style={{ display: 'flex', alignItems: 'center', gap: 'var(--hv-space-2)' }}>
            <code style={{ inlineSize: '8rem' }}>{token}</code>
            <div
              style={{
                inlineSize: `var(${token})`,
                blockSize: '0.75rem',
                background: 'var(--hv-color-primary)',
              }}
            />
          </div>
        ))}
        <div style={{ display: 'flex', gap: 'var(--hv-space-3)', marginBlockStart: 'var(--hv-space-3)' }}>
          {radiusTokens.map((token) => (
            <div
              key={token}
              title={token}
              style={{
                inlineSize: '3rem',
                blockSize: '3rem',
                border: '2px solid var(--hv-color-primary)',
                borderRadius: `var(${token})`,
              }}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type</h2>
        {textTokens.map((token) => (
          <p key={token} style={{ margin: 0, fontSize: `var(${token})` }}>
            <code style={{ fontSize: 'var(--hv-text-xs)' }}>{token}</code> {sample}
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'UI/Tokens',
  component: TokensDoc,
  args: { sample: 'חברותא — לומדים מתמטיקה וסטטיסטיקה בעברית' },
} satisfies Meta<typeof TokensDoc>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Assert: every token is documented and the tones follow the thresholds.
    await expect(canvas.getByText('--hv-score-mid')).toBeInTheDocument();
    await expect(canvas.getByText('80: high')).toBeInTheDocument();
    await expect(canvas.getByText('60: mid')).toBeInTheDocument();
    await expect(canvas.getByText('0.85: high')).toBeInTheDocument();
    await expect(canvas.getByText('0.3: low')).toBeInTheDocument();
    const sample = canvas.getAllByText(/חברותא/)[0];
    await expect(getComputedStyle(sample as HTMLElement).fontFamily).toMatch(/Rubik/);
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue('--hv-canvas-guide-gap').trim(),
    ).toBe('25px');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { sample: 'Havruta — learn maths and statistics in Hebrew' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('ltr');
    await expect(canvas.getByText('45: low')).toBeInTheDocument();
    await expect(canvas.getByText('0.6: mid')).toBeInTheDocument();
    await expect(canvas.getAllByText(/--hv-space-/)).toHaveLength(7);
  },
};

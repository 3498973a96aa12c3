import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Figure } from '../../backend/contract/figures';
import { checkClaim, dataProblems, factsOf, renderFigure } from '../../scripts/lib/content-check/figures';
import { statedNumbers } from '../../scripts/lib/content-check/figures/expressions';
import type { Fact } from '../../scripts/lib/content-check/figures/facts';
import { chiSquare, fisherF, normal, studentT } from '../../scripts/lib/content-check/figures/stats';

const base = { alt: 'איור לבדיקה', claims: [] };

function fact(figure: unknown, name: string, of?: string | number): Fact | string {
  const parsed = Figure.parse(figure);
  const compute = factsOf(parsed)[name];
  if (!compute) throw new Error(`no fact ${name}`);
  return compute(of);
}

function numbers(result: Fact | string): number[] {
  if (typeof result === 'string' || result.type !== 'numbers') throw new Error(String(result));
  return result.values.map((v) => Math.round(v * 1e6) / 1e6);
}

describe('given the distribution functions', () => {
  it.each<[string, () => number, number]>([
    ['z for 0.975', () => normal().quantile(0.975), 1.96],
    ['z for 0.95', () => normal().quantile(0.95), 1.645],
    ['t(15) for 0.975', () => studentT(15).quantile(0.975), 2.131],
    ['t(24) for 0.975', () => studentT(24).quantile(0.975), 2.064],
    ['t(14) for 0.95', () => studentT(14).quantile(0.95), 1.761],
    ['χ²(2) for 0.95', () => chiSquare(2).quantile(0.95), 5.991],
    ['χ²(4) for 0.95', () => chiSquare(4).quantile(0.95), 9.488],
    ['χ²(5) for 0.95', () => chiSquare(5).quantile(0.95), 11.07],
    ['F(2, 27) for 0.95', () => fisherF(2, 27).quantile(0.95), 3.354],
    ['F(2, 6) for 0.95', () => fisherF(2, 6).quantile(0.95), 5.143],
    ['Φ(2)', () => normal().cdf(2), 0.9772],
  ])('should give the table value of %s', (_name, compute, table) => {
    // Act
    const value = compute();

    // Assert
    expect(Math.abs(value - table)).toBeLessThan(0.0006);
  });
});

describe('given figures of every kind', () => {
  const parabola = {
    ...base,
    id: 'p',
    kind: 'plot',
    x: [-3, 5],
    y: [-5, 6],
    functions: [{ id: 'f', expr: 'x^2-2x-3' }],
  };
  it.each<[string, unknown, string, string | number | undefined, number[]]>([
    ['the roots of a parabola', parabola, 'roots', 'f', [-1, 3]],
    ['the vertex of a parabola', parabola, 'vertex', 'f', [1, -4]],
    ['the y-intercept', parabola, 'y-intercept', 'f', [0, -3]],
    [
      'the extrema of x³−3x',
      { ...parabola, functions: [{ id: 'f', expr: 'x^3-3x' }] },
      'extrema',
      'f',
      [-1, 2, 1, -2],
    ],
    [
      'the area under 4x−x²',
      {
        ...parabola,
        functions: [{ id: 'f', expr: '4x-x^2' }],
        areas: [{ id: 'S', under: 'f', from: 0, to: 4 }],
      },
      'area',
      'S',
      [10.666667],
    ],
    [
      'the volume of revolution of √x',
      { ...parabola, functions: [{ id: 'f', expr: 'sqrt(x)' }], revolve: { of: 'f', from: 0, to: 4 } },
      'volume',
      undefined,
      [25.132741],
    ],
    [
      'the intersections of two curves',
      {
        ...parabola,
        functions: [
          { id: 'f', expr: 'x^2' },
          { id: 'g', expr: '-x^2+4x' },
        ],
      },
      'intersections',
      'f,g',
      [0, 0, 2, 4],
    ],
    [
      'a regression slope',
      {
        ...base,
        id: 's',
        kind: 'scatter',
        points: [
          [1, 55],
          [2, 60],
          [3, 70],
          [4, 75],
          [5, 90],
        ],
        x: [0, 6],
        y: [40, 100],
      },
      'slope',
      undefined,
      [8.5],
    ],
    [
      'a critical value of χ²',
      { ...base, id: 'd', kind: 'distribution', dist: { name: 'chi2', df: 2 }, tail: 'right', alpha: 0.05 },
      'critical',
      undefined,
      [5.991465],
    ],
    [
      'a two-sided p-value',
      {
        ...base,
        id: 'd',
        kind: 'distribution',
        dist: { name: 'normal' },
        tail: 'two',
        alpha: 0.05,
        statistic: 2,
      },
      'p-value',
      undefined,
      [0.0455],
    ],
    [
      'a histogram total',
      { ...base, id: 'h', kind: 'histogram', start: 0, binWidth: 1, counts: [2, 3, 5] },
      'total',
      undefined,
      [10],
    ],
    [
      'intervals that miss',
      { ...base, id: 'i', kind: 'intervals', reference: 50, halfWidth: 2, centers: [49, 51, 53, 50] },
      'misses',
      undefined,
      [1],
    ],
    [
      'a conditional probability from a tree',
      {
        ...base,
        id: 't',
        kind: 'tree',
        branches: [
          {
            label: 'א',
            p: 0.6,
            children: [
              { label: 'פגום', p: 0.05 },
              { label: 'תקין', p: 0.95 },
            ],
          },
          {
            label: 'ב',
            p: 0.4,
            children: [
              { label: 'פגום', p: 0.1 },
              { label: 'תקין', p: 0.9 },
            ],
          },
        ],
      },
      'given',
      'א|פגום',
      [0.428571],
    ],
    [
      'a box plot quartile',
      { ...base, id: 'b', kind: 'boxplot', groups: [{ label: 'א', data: [62, 66, 69, 70, 71, 72, 75, 79] }] },
      'q1',
      'א',
      [67.5],
    ],
    [
      'the third side of a triangle (SAS)',
      { ...base, id: 'tr', kind: 'triangle', given: { b: 6, c: 10, A: 120 } },
      'side',
      'BC',
      [14],
    ],
    [
      'cos 150° on the unit circle',
      { ...base, id: 'u', kind: 'unit-circle', angle: 150 },
      'cos',
      undefined,
      [-0.866025],
    ],
    [
      'the ends of an interval',
      { ...base, id: 'n', kind: 'number-line', x: [-5, 5], intervals: [{ id: 's', from: -3, to: 3 }] },
      'interval',
      's',
      [-3, 3],
    ],
    [
      'the angle between two vectors in space',
      { ...base, id: 'v', kind: 'space', points: { A: [0, 0, 0], B: [1, 0, 0], C: [0, 1, 0] } },
      'angle',
      'AB,AC',
      [90],
    ],
  ])('should compute %s', (_name, figure, name, of, expected) => {
    // Act
    const result = fact(figure, name, of);

    // Assert
    expect(numbers(result)).toEqual(expected);
  });

  it('should report tree probabilities that do not sum to 1', () => {
    // Arrange
    const tree = Figure.parse({
      ...base,
      id: 't',
      kind: 'tree',
      branches: [
        { label: 'א', p: 0.5 },
        { label: 'ב', p: 0.4 },
      ],
    });

    // Act
    const problems = dataProblems(tree);

    // Assert
    expect(problems).toEqual(['the branches from the root sum to 0.9, not 1']);
  });
});

describe('given claims about a figure', () => {
  const figure = Figure.parse({
    ...base,
    id: 'p',
    kind: 'plot',
    x: [-3, 5],
    y: [-5, 6],
    functions: [{ id: 'f', expr: 'x^2-2x-3' }],
  });
  const texts = [
    { path: 'content', text: 'הקודקוד הוא $(1,-4)$ והפונקציה היא $f(x)=x^2-2x-3$; השורשים $x=-1$ ו־$x=3$.' },
  ];

  it.each<[string, { fact: string; of?: string; text: string }, string | null]>([
    ['a true point', { fact: 'vertex', of: 'f', text: '$(1,-4)$' }, null],
    ['a true equation', { fact: 'function', of: 'f', text: 'f(x)=x^2-2x-3' }, null],
    ['one of the roots', { fact: 'roots', of: 'f', text: 'x=3' }, null],
    ['a wrong point', { fact: 'vertex', of: 'f', text: '$x=3$' }, 'but the data gives'],
    ['an equation of another curve', { fact: 'function', of: 'f', text: '(1,-4)' }, 'is not one equation'],
    ['text the lesson does not have', { fact: 'roots', of: 'f', text: 'x=5' }, 'does not say'],
    ['an unknown fact', { fact: 'slope', of: 'f', text: 'x=3' }, 'no segment "f"'],
  ])('should judge %s', (_name, claim, expected) => {
    // Act
    const problem = checkClaim(figure, claim, texts);

    // Assert
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });

  it.each<[string, number[]]>([
    ['(1,-4)', [1, -4]],
    ['\\chi^2_{0.05,4}=9.488', [9.488]],
    ['z=\\pm 1.96', [-1.96, 1.96]],
    ['95\\%', [0.95]],
    ['\\frac{32}{3}', [10.666667]],
    ['120^\\circ', [120]],
    ['2 דרגות חופש', [2]],
    ['x=4', [4]],
    ['0.25', [0.25]],
    ['25\\%', [0.25]],
    ['\\frac{1}{2}', [0.5]],
    ['a_{15}=110', [110]],
    ['A(3,0)', [3, 0]],
    ['f(2)=5', [2, 5]],
    ['2^{10}', [1024]],
    ['(-5)^2=25', [25, 25]],
    ['5^k-1', []],
    ['5^{k+1}-1', []],
    ['5\\cdot 5^k-1=5\\left(5^k-1\\right)+c', []],
    ['2(x+1)=8', [8]],
    ['(x-4)^2+(y-1)^2=25', [25]],
  ])('should read the numbers of %j', (text, expected) => {
    // Act
    const stated = statedNumbers(text).map((s) => Math.round(s.value * 1e6) / 1e6);

    // Assert
    expect(stated).toEqual(expected);
  });
});

describe('given the examples in docs/content.md', () => {
  const docs = readFileSync(fileURLToPath(new URL('../../docs/content.md', import.meta.url)), 'utf8');
  const section = docs.slice(docs.indexOf('#### Kinds and their facts'), docs.indexOf('## Adding a lesson'));
  const examples = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as { kind: string },
  );

  it('should have one example of every kind', () => {
    // Assert
    expect(new Set(examples.map((e) => e.kind)).size).toBe(Figure.options.length);
  });

  it.each(examples.map((example) => [example.kind, example] as const))(
    'should parse and render the %s example with a title and rtl Hebrew',
    (_kind, example) => {
      // Arrange
      const figure = Figure.parse(example);

      // Act
      const svg = renderFigure(figure);

      // Assert
      expect(svg).toContain(`<title id="${figure.id}-title">`);
      expect(svg).toMatch(/^<\?xml[\s\S]*<\/svg>\n$/);
      expect(svg).not.toContain('NaN');
    },
  );
});

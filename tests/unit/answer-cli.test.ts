import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runAnswerCli } from '../../scripts/lib/answer-cli';

async function* lines(...input: string[]): AsyncIterable<string> {
  for (const line of input) yield line;
}

describe('given the answer CLI with --expected and --student', () => {
  it('should print one verdict line', async () => {
    // Act
    const result = await runAnswerCli(['--expected', 'x^2+2x+1', '--student', '(x+1)^2'], () => lines());

    // Assert
    expect(result.code).toBe(0);
    expect(result.stdout.map((line) => JSON.parse(line) as unknown)).toEqual([
      { verdict: 'correct', reason: { code: 'equivalent', params: { method: 'evaluation' } } },
    ]);
  });

  it('should narrow the comparison with --kind and read options for choice', async () => {
    // Act
    const result = await runAnswerCli(
      ['--expected', '1', '--student', 'b', '--kind', 'choice', '--option', 'x', '--option', 'y'],
      () => lines(),
    );

    // Assert
    expect(JSON.parse(result.stdout[0] ?? '')).toMatchObject({ verdict: 'correct' });
  });

  it.each([
    [['--student', '1']],
    [['--expected', '1', '--student', '1', '--kind', 'fraction']],
    [['--nope']],
  ])('should exit 2 with the usage for %j', async (argv) => {
    // Act
    const result = await runAnswerCli(argv, () => lines());

    // Assert
    expect(result.code).toBe(2);
    expect(result.stderr.join('\n')).toContain('usage:');
  });
});

describe('given the answer CLI with --jsonl', () => {
  it('should answer every line in order, errors included', async () => {
    // Arrange
    const input = [
      JSON.stringify({ expected: 'x=2 או x=-3', student: '-3, 2' }),
      '',
      'not json',
      JSON.stringify({ expected: '0.5', student: '0.6', kind: 'numeric' }),
      JSON.stringify({ student: '1' }),
      JSON.stringify({ expected: '1', student: '((' }),
    ];

    // Act
    const result = await runAnswerCli(['--jsonl'], () => lines(...input));

    // Assert
    const out = result.stdout.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(out.map((line) => line.verdict ?? line.error)).toEqual([
      'correct',
      'not JSON',
      'incorrect',
      expect.stringContaining('expected'),
      'unparseable',
    ]);
    expect(out[1]).toEqual({ error: 'not JSON', line: 3 });
  });

  it('should work as a real process reading standard input', () => {
    // Arrange
    const input = `${JSON.stringify({ expected: '(2,-5)', student: '(2, -5)' })}\n${JSON.stringify({ expected: 'x>6', student: 'x<6' })}\n`;

    // Act
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/answer.ts', '--jsonl'], {
      input,
      encoding: 'utf8',
    });

    // Assert
    expect(run.status).toBe(0);
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { verdict: string }).verdict),
    ).toEqual(['correct', 'incorrect']);
  }, 60_000);
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reasonCodes } from '../../backend/domain/answer';
import { placeholders } from '../../backend/domain/text';
import { sentences, tutorFiles } from '../../backend/src/tutor/solver/sentences';

const solverSource = readdirSync('backend/src/tutor/solver')
  .map((file) => readFileSync(`backend/src/tutor/solver/${file}`, 'utf8'))
  .join('\n');

describe('given the tutor sentence files', () => {
  it.each(tutorFiles)('should give %s.json the same keys and placeholders in he and en', (file) => {
    // Act
    const he = sentences('he', file);
    const en = sentences('en', file);

    // Assert
    expect(Object.keys(en).sort()).toEqual(Object.keys(he).sort());
    for (const key of Object.keys(he))
      expect(placeholders(en[key] ?? ''), `${file}.${key}`).toEqual(placeholders(he[key] ?? ''));
  });

  it('should word every reason code of the answer checker', () => {
    // Act
    const keys = Object.keys(sentences('he', 'answer'));

    // Assert
    expect(keys.sort()).toEqual([...reasonCodes].sort());
  });

  it('should have a sentence for every key the solver says', () => {
    // Arrange
    const used = new Set(
      [
        ...solverSource.matchAll(
          /(?:step|say|text)\(\s*'([a-z_0-9]+)'|'((?:rule|problem|stats|test|ci|z|sequence)_[a-z_]+)'/g,
        ),
      ].map((match) => match[1] ?? match[2] ?? ''),
    );
    used.delete('problem_walkthrough');

    // Act
    const keys = new Set(Object.keys(sentences('he', 'solver')));

    // Assert
    expect([...used].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('should keep Hebrew out of the math of every sentence', () => {
    // Act
    const offenders = tutorFiles.flatMap((file) =>
      Object.entries(sentences('he', file)).filter(([, text]) =>
        // Odd pieces between dollar signs are math.
        text.split('$').some((piece, index) => index % 2 === 1 && /[\u05D0-\u05EA]/.test(piece)),
      ),
    );

    // Assert
    expect(offenders).toEqual([]);
  });
});

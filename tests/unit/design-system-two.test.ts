import { describe, expect, it } from 'vitest';
import { buildOutgoingMessage } from '../../ui/src/input-bar/outgoing';
import { keyToAction, stepIndex } from '../../ui/src/image-viewer/navigation';
import { loaderContexts, loaderMessages, rotationInterval } from '../../ui/src/loader/messages';
import { contentToBlocks } from '../../ui/src/message-bubble/content';
import { clampProgress, clampScore, scoreLevel, topicLevel } from '../../ui/src/score-badge/levels';
import { defaultUiStrings } from '../../ui/src/strings';
import { nextTabIndex } from '../../ui/src/tabs/keys';
import { personaFromName } from '../../ui/src/tutor-avatar/persona';

describe('given typed input', () => {
  it.each([
    ['', null],
    ['   \n ', null],
    ['  שלום  ', { text: 'שלום', content: 'שלום' }],
    [
      'פתרו $x^2=4$',
      { text: 'פתרו $x^2=4$', content: [{ type: 'math_explanation', latex: 'פתרו $x^2=4$' }] },
    ],
    ['עולה 5$ בלבד', { text: 'עולה 5$ בלבד', content: 'עולה 5$ בלבד' }],
  ])('should build the message for %j', (input, expected) => {
    expect(buildOutgoingMessage(input)).toEqual(expected);
  });
});

describe('given message content', () => {
  it.each([
    ['a string', 'שלום', [{ type: 'text', text: 'שלום' }]],
    ['blocks', [{ type: 'math_block', latex: 'x' }, { type: 'bogus' }], [{ type: 'math_block', latex: 'x' }]],
    [
      'a feedback reply',
      { type: 'feedback', correctness: 'נכון', steps: [{ description: 'צעד 1' }], next_steps: ['הלאה'] },
      [
        { type: 'text', text: 'נכון' },
        { type: 'text', text: 'צעד 1' },
        { type: 'text', text: 'הלאה' },
      ],
    ],
    ['an object with content', { type: 'teaching', content: 'הסבר' }, [{ type: 'text', text: 'הסבר' }]],
    ['null', null, []],
  ])('should turn %s into blocks', (_name, content, expected) => {
    expect(contentToBlocks(content as Parameters<typeof contentToBlocks>[0])).toEqual(expected);
  });
});

describe('given scores and progress', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79.6, 'high'],
    [79, 'mid'],
    [60, 'mid'],
    [59, 'low'],
    [-5, 'low'],
    [250, 'high'],
    [Number.NaN, 'low'],
  ])('should band score %s as %s', (score, level) => {
    expect(scoreLevel(score)).toBe(level);
  });

  it.each([
    [1, 'high'],
    [0.85, 'high'],
    [0.84, 'mid'],
    [0.5, 'mid'],
    [0.49, 'low'],
    [-1, 'low'],
    [3, 'high'],
  ])('should band topic progress %s as %s', (progress, level) => {
    expect(topicLevel(progress)).toBe(level);
  });

  it.each([
    [-0.2, 0],
    [0.4, 0.4],
    [1.7, 1],
  ])('should clamp progress %s to %s', (input, expected) => {
    expect(clampProgress(input)).toBe(expected);
  });

  it.each([
    [-10, 0],
    [55.5, 56],
    [120, 100],
  ])('should clamp score %s to %s', (input, expected) => {
    expect(clampScore(input)).toBe(expected);
  });
});

describe('given the image viewer keys', () => {
  it.each([
    ['ArrowRight', 'ltr', 'next'],
    ['ArrowLeft', 'ltr', 'previous'],
    ['ArrowRight', 'rtl', 'previous'],
    ['ArrowLeft', 'rtl', 'next'],
    ['Escape', 'rtl', 'close'],
    ['a', 'ltr', null],
  ] as const)('should map %s in %s to %s', (key, direction, action) => {
    expect(keyToAction(key, direction)).toBe(action);
  });

  it.each([
    [0, 3, 'next', 1],
    [2, 3, 'next', 2],
    [0, 3, 'previous', 0],
    [0, 0, 'next', 0],
  ] as const)('should step from %s of %s (%s) to %s', (index, total, action, expected) => {
    expect(stepIndex(index, total, action)).toBe(expected);
  });
});

describe('given the tab list keys', () => {
  const enabled = [false, false, false];
  it.each([
    ['ArrowRight', 0, 'ltr', 1],
    ['ArrowLeft', 0, 'ltr', 2],
    ['ArrowLeft', 0, 'rtl', 1],
    ['ArrowRight', 0, 'rtl', 2],
    ['Home', 2, 'ltr', 0],
    ['End', 0, 'rtl', 2],
    ['Enter', 0, 'ltr', null],
  ] as const)('should move %s from %s in %s to %s', (key, from, direction, expected) => {
    expect(nextTabIndex(key, from, enabled, direction)).toBe(expected);
  });

  it('should skip disabled tabs', () => {
    expect(nextTabIndex('ArrowRight', 0, [false, true, false], 'ltr')).toBe(2);
  });
});

describe('given the loader', () => {
  it.each(loaderContexts)('should have three Hebrew messages for %s', (context) => {
    const messages = loaderMessages(defaultUiStrings.loader, context);
    expect(messages).toHaveLength(3);
    expect(messages.every((message) => /[\u0590-\u05FF]/.test(message))).toBe(true);
  });

  it.each([
    ['dots', 2000],
    ['typing', 2000],
    ['anime', 2500],
  ] as const)('should rotate %s messages every %s ms', (type, interval) => {
    expect(rotationInterval(type)).toBe(interval);
  });
});

describe('given an assistant name', () => {
  it.each([
    ['Clio', 'clio'],
    ['קליאו', 'clio'],
    ['Athena', 'athena'],
    [undefined, 'athena'],
  ])('should pick the persona for %s', (name, persona) => {
    expect(personaFromName(name)).toBe(persona);
  });
});

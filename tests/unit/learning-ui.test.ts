import { describe, expect, it } from 'vitest';
import {
  asStructuredReply,
  firstRendered,
  initialHidden,
  isNearBottom,
  revealEarlier,
  streamingSafeText,
  structuredReplyKinds,
} from '../../ui/src';
import { structuredReplyTypes } from '../../backend/contract';
import { structuredReplyExamples } from '../../mocks/fixtures/chat';

describe('given a reply that is still streaming', () => {
  it.each([
    ['plain prose', 'שלום לך', 'שלום לך'],
    ['a closed inline formula', 'נקבל $x^2$ ועוד', 'נקבל $x^2$ ועוד'],
    ['an open inline formula', 'נקבל $x^', 'נקבל '],
    ['an open display formula', 'והנה: $$\\frac{a}{', 'והנה: '],
    ['display whose second $ has not come', 'הנה $', 'הנה '],
    ['closed display then an open one', '$$a$$ ואז $$b', '$$a$$ ואז '],
    ['an open \\( formula', 'כי \\(x + ', 'כי '],
    ['an open \\[ formula', 'כי \\[x', 'כי '],
    ['a trailing backslash', 'ואז \\', 'ואז '],
    ['an escaped dollar', 'המחיר \\$5 בלבד', 'המחיר \\$5 בלבד'],
    ['a dollar sign followed by Hebrew', 'עולה 5$ לשעה', 'עולה 5$ לשעה'],
  ])('should show only complete formulas with %s', (_case, text, expected) => {
    expect(streamingSafeText(text)).toBe(expected);
  });
});

describe('given the structured reply types', () => {
  it('should render every type of the contract', () => {
    expect([...structuredReplyKinds].sort()).toEqual([...structuredReplyTypes].sort());
  });

  it.each(structuredReplyTypes)('should accept the contract example of %s', (type) => {
    expect(asStructuredReply(structuredReplyExamples[type])?.type).toBe(type);
  });

  it.each([
    ['a string', 'שלום'],
    ['a list of blocks', [{ type: 'text', text: 'שלום' }]],
    ['an unknown type', { type: 'poem', text: 'שלום' }],
    ['a prototype key as type', { type: 'toString' }],
    ['a missing required field', { type: 'feedback', correctness: 'correct', steps: [] }],
    [
      'an unknown correctness',
      { type: 'feedback', correctness: 'כמעט', steps: [], improvement_suggestions: [], next_steps: [] },
    ],
  ])('should refuse %s', (_case, content) => {
    expect(asStructuredReply(content)).toBeNull();
  });
});

describe('given a long chat history', () => {
  it.each([
    [10, 0],
    [40, 0],
    [200, 160],
  ])('should first leave out the oldest of %i messages: %i', (total, hidden) => {
    expect(initialHidden(total)).toBe(hidden);
  });

  it.each([
    [200, 160, true, 192],
    [200, 160, false, 160],
    [20, 0, true, 12],
    [5, 0, true, 0],
  ])(
    'should render %i messages with %i left out (first frame %s) from index %i',
    (total, hidden, firstFrame, from) => {
      expect(firstRendered(total, hidden, firstFrame)).toBe(from);
    },
  );

  it('should reveal one page at a time, never below zero', () => {
    expect(revealEarlier(160)).toBe(120);
    expect(revealEarlier(10)).toBe(0);
  });

  it.each([
    [880, 500, 1500, true],
    [700, 500, 1500, false],
  ])('should tell whether scrollTop %i is near the bottom', (top, client, height, near) => {
    expect(isNearBottom(top, client, height)).toBe(near);
  });
});

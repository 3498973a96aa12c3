import { describe, expect, it } from 'vitest';
import {
  ANCHOR_MARGIN_PX,
  followTarget,
  isFollowing,
  isOwnScroll,
  nextFollowing,
  STICK_THRESHOLD_PX,
} from '@havruta/ui';

// A 600 px view over 3,000 px of messages: the end of the list is at scrollTop 2,400.
const view = { clientHeight: 600, scrollHeight: 3000 };

describe('given the chat list follows the newest message', () => {
  it.each([
    ['a short reply at the end', 0, 2800, 2400],
    ['a reply taller than the view', 0, 1500, 1500 - ANCHOR_MARGIN_PX],
    ['a reply whose start is just above the end', 2000, 2300, 2300 - ANCHOR_MARGIN_PX],
    ['a learner already reading further down the reply', 1900, 1500, 1900],
    ['no message at all (anchor at the end)', 0, 3000, 2400],
  ])('should scroll to the right place for %s', (_case, scrollTop, anchorTop, expected) => {
    // Arrange
    const metrics = { ...view, scrollTop, anchorTop };

    // Act
    const target = followTarget(metrics);

    // Assert
    expect(target).toBe(expected);
  });

  it('should never scroll past the end of a list shorter than its view', () => {
    // Arrange
    const metrics = { scrollTop: 0, clientHeight: 600, scrollHeight: 400, anchorTop: 300 };

    // Act
    const target = followTarget(metrics);

    // Assert
    expect(target).toBe(0);
  });
});

describe('given the learner scrolls', () => {
  it.each([
    ['at the end of the list', 2400, 1500, true],
    ['reading the newest reply from its start', 1500 - ANCHOR_MARGIN_PX, 1500, true],
    ['a little above the newest reply', 1500 - ANCHOR_MARGIN_PX - STICK_THRESHOLD_PX, 1500, true],
    ['up in the history', 400, 1500, false],
  ])(
    'should tell whether they still follow the conversation when %s',
    (_case, scrollTop, anchorTop, following) => {
      // Arrange
      const metrics = { ...view, scrollTop, anchorTop };

      // Act
      const result = isFollowing(metrics);

      // Assert
      expect(result).toBe(following);
    },
  );

  it.each([
    [1500, 1500, true],
    [1500.5, 1500, true],
    [1200, 1500, false],
    [1500, null, false],
  ])('should tell the list own scroll (%s after setting %s) from the learner', (scrollTop, lastSet, own) => {
    // Arrange, Act
    const result = isOwnScroll(scrollTop, lastSet);

    // Assert
    expect(result).toBe(own);
  });
});

describe('given a scroll the list did not make', () => {
  it.each([
    ['the learner moves up into the history', true, true, false, false],
    ['the browser moves the view down (content above grew)', true, false, false, true],
    ['the learner comes back down to the newest message', false, false, true, true],
    ['the learner moves up but stays on the newest message', true, true, true, true],
    ['the learner keeps reading the history', false, false, false, false],
  ])('should decide whether to follow when %s', (_case, following, movedUp, atNewest, expected) => {
    // Arrange, Act
    const result = nextFollowing(following, movedUp, atNewest);

    // Assert
    expect(result).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { questionFailure, ReportedError } from '../../app/src/features/learning/exchange';
import { ApiError } from '../../app/src/lib/api-client';
import en from '../../content/locales/en/learning.json';
import he from '../../content/locales/he/learning.json';

const serverError = () => new ApiError(500, 'Internal server error', 'internal_error');

describe('given a question a window sends to the tutor that fails', () => {
  it('should show the proof discussion its own failure, not the slide question one', () => {
    // Arrange
    const error = serverError();
    // Act
    const key = questionFailure('proof', error);
    // Assert
    expect(key).toBe('modes.proofDiscussionFailed');
    expect(he.modes.proofDiscussionFailed).not.toBe(he.modes.slideQuestionFailed);
    expect(en.modes.proofDiscussionFailed).toMatch(/proof/);
    expect(en.modes.proofDiscussionFailed).not.toMatch(/slide/);
  });

  it('should keep the slide question its failure', () => {
    // Act
    const key = questionFailure('slide', serverError());
    // Assert
    expect(key).toBe('modes.slideQuestionFailed');
  });

  it.each(['slide', 'proof'] as const)(
    'should show nothing more for a %s question whose failure the conversation already reported',
    (kind) => {
      // Arrange: the login redirect or the conversation's own toast came first
      const error = new ReportedError(serverError());
      // Act
      const key = questionFailure(kind, error);
      // Assert
      expect(key).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { classifyLoginError, classifyRegisterError, serverText } from '../../app/src/features/auth/errors';
import { capitalise } from '../../app/src/features/dashboard/course-offer';
import { courseCatalogue, coursesFailure, offerCourses } from '../../app/src/lib/courses/course-offer';
import { ApiError } from '../../app/src/lib/api-client';
import { nameCharactersMessage } from '../../backend/contract';

describe('given the course catalogue and the ids the server assigned (docs/requirements.md#accounts-validation)', () => {
  const ids = (...values: string[]) => values.map((id) => ({ id }));

  it.each([
    ['both assigned', ids('high-school-math', 'statistics-2'), ['high-school-math', 'statistics-2']],
    ['one assigned', ids('statistics-2'), ['statistics-2']],
    ['an unknown id next to a known one', ids('physics-1', 'high-school-math'), ['high-school-math']],
    ['only unknown ids: the whole catalogue', ids('physics-1'), ['high-school-math', 'statistics-2']],
    ['no ids: nothing', ids(), []],
  ])('should offer the right courses when %s', (_case, assigned, expected) => {
    // Act
    const offered = offerCourses(courseCatalogue(), assigned);
    // Assert
    expect(offered.map((course) => course.id)).toEqual(expected);
  });

  it('should tell an unusable answer from a failed request', () => {
    expect(
      coursesFailure(new ApiError(200, 'Unexpected response from userCourses', 'contract_mismatch')),
    ).toBe('invalid');
    expect(
      coursesFailure(new ApiError(200, 'Server returned an invalid response format.', 'invalid_json')),
    ).toBe('invalid');
    expect(coursesFailure(new ApiError(500, 'Internal server error', 'internal_error'))).toBe('failed');
    expect(coursesFailure(new TypeError('fetch failed'))).toBe('failed');
  });

  it.each([
    ['maya', 'Maya'],
    ['  noa', 'Noa'],
    ['מאיה', 'מאיה'],
    ['', ''],
  ])('should capitalise the first name %j as %j', (name, expected) => {
    expect(capitalise(name)).toBe(expected);
  });
});

describe('given a failed login (docs/requirements.md#accounts-errors)', () => {
  it.each([
    ['a network failure', new ApiError(0, 'Network error', 'network_error'), { kind: 'unexpected' }],
    ['a thrown non-ApiError', new Error('boom'), { kind: 'unexpected' }],
    ['a non-JSON answer', new ApiError(200, 'x', 'invalid_json'), { kind: 'invalidResponse' }],
    [
      '401',
      new ApiError(401, 'Invalid email or password', 'invalid_credentials'),
      { kind: 'invalidCredentials' },
    ],
    ['403 unverified', new ApiError(403, 'verify', 'email_not_verified'), { kind: 'notVerified' }],
    ['403 awaiting approval', new ApiError(403, 'wait', 'awaiting_approval'), { kind: 'awaitingApproval' }],
    ['429', new ApiError(429, 'slow down', 'too_many_requests'), { kind: 'tooManyRequests' }],
    [
      '500 with a message',
      new ApiError(500, 'Internal server error', 'internal_error'),
      { kind: 'failed', server: 'Internal server error' },
    ],
    [
      '500 without a message',
      new ApiError(500, 'Request failed with status 500', 'http_500'),
      { kind: 'failed' },
    ],
  ])('should classify %s', (_case, error, expected) => {
    expect(classifyLoginError(error)).toEqual(expected);
  });
});

describe('given a failed registration (docs/requirements.md#accounts-errors)', () => {
  it.each([
    ['a network failure', new ApiError(0, 'Network error', 'network_error'), { kind: 'unexpected' }],
    [
      '409',
      new ApiError(409, 'An account with this email already exists', 'email_taken'),
      { kind: 'emailTaken' },
    ],
    [
      'a bad e-mail',
      new ApiError(400, 'Invalid body.email: Please enter a valid email address', 'validation_error'),
      { kind: 'invalidEmail' },
    ],
    [
      'a short password',
      new ApiError(400, 'Invalid body.password: Password must be at least 8 characters', 'validation_error'),
      { kind: 'passwordTooShort' },
    ],
    [
      'a first name with a text-direction character',
      new ApiError(400, `Invalid body.first_name: ${nameCharactersMessage}`, 'validation_error'),
      { kind: 'invalidName' },
    ],
    [
      'a last name with a line break',
      new ApiError(400, `Invalid body.last_name: ${nameCharactersMessage}`, 'validation_error'),
      { kind: 'invalidName' },
    ],
    [
      'another 400',
      new ApiError(400, 'Invalid body.school_id: Please select a school', 'validation_error'),
      { kind: 'failed', server: 'Invalid body.school_id: Please select a school' },
    ],
  ])('should classify %s', (_case, error, expected) => {
    expect(classifyRegisterError(error)).toEqual(expected);
  });

  it('should not treat the client-made status text as the server message', () => {
    expect(serverText(new ApiError(502, 'Request failed with status 502', 'http_502'))).toBeUndefined();
    expect(serverText(new ApiError(400, 'Email taken', 'conflict'))).toBe('Email taken');
  });
});

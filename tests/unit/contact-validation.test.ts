import { describe, expect, it } from 'vitest';
import {
  emptyContact,
  validateContact,
  type ContactValues,
} from '../../app/src/features/public/validation/contact';

const valid: ContactValues = {
  name: 'דנה כהן',
  email: 'dana@example.org',
  subject: 'הצטרפות לפיילוט',
  message: 'שלום, בית הספר שלנו רוצה להצטרף.',
};

describe('given the contact form values', () => {
  it('should report every empty field with its own message', () => {
    // Arrange / Act
    const errors = validateContact(emptyContact);
    // Assert
    expect(errors).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
  });

  it('should treat whitespace-only fields as empty', () => {
    const errors = validateContact({ ...valid, name: '   ', message: '\n\t' });
    expect(errors).toEqual({ name: 'nameRequired', message: 'messageRequired' });
  });

  it('should accept a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it.each([
    ['dana@example.org', true],
    ['  dana@example.org  ', true],
    ['d.cohen+pilot@mail.school.org.il', true],
    ['dana@school', false],
    ['dana.example.org', false],
    ['dana@@example.org', false],
    ['dana @example.org', false],
    ['dana@example..org', false],
    ['@example.org', false],
  ])('should judge %j as a valid address: %s', (email, ok) => {
    // Act
    const errors = validateContact({ ...valid, email });
    // Assert
    expect(errors.email).toBe(ok ? undefined : 'emailInvalid');
  });
});

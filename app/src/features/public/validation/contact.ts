/** The contact form's fields, in the order they are shown and focused on error. */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** Keys of `public:contact.errors`. */
export type ContactError =
  'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired';
export type ContactErrors = Partial<Record<ContactField, ContactError>>;

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

// One "@", no spaces, and a dot inside the domain: the same shape browsers accept for type=email, minus
// single-label hosts, which no real correspondent uses.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const requiredError: Record<ContactField, ContactError> = {
  name: 'nameRequired',
  email: 'emailRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
};

/** Every required field must hold more than whitespace, and the e-mail must look like an address. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    if (values[field].trim() === '') errors[field] = requiredError[field];
  }
  if (!errors.email && !emailPattern.test(values.email.trim())) errors.email = 'emailInvalid';
  return errors;
}

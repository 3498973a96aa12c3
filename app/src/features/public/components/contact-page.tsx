import { Button, TextAreaField, TextField } from '@havruta/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactFields,
  emptyContact,
  validateContact,
  type ContactError,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../validation/contact';
import { PublicPage } from './public-page';

/**
 * Contact Us: name, e-mail, subject and message. Submitting validates, logs the message locally with
 * console.info and confirms; nothing leaves the browser (spec: docs/requirements.md#accounts-screens).
 */
export function ContactPage() {
  const { t } = useTranslation('public');
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<ContactValues | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  // The confirmation replaces the form, so focus follows it and screen readers read it out.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    console.info('[contact] message kept locally, not sent:', values);
    setSent(values);
    setValues(emptyContact);
  }

  function props(name: ContactField) {
    const error: ContactError | undefined = errors[name];
    return {
      id: `contact-${name}`,
      name,
      label: t(`contact.fields.${name}`),
      value: values[name],
      required: true,
      error: error ? t(`contact.errors.${error}`) : undefined,
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  return (
    <PublicPage title={t('contact.title')} lead={t('contact.intro')}>
      <p className="contact-note">{t('contact.pilotNote')}</p>
      {sent ? (
        <div className="contact-confirmation" role="status">
          <h2 ref={confirmation} tabIndex={-1}>
            {t('contact.success.title', { name: sent.name.trim() })}
          </h2>
          <p>{t('contact.success.body', { subject: sent.subject.trim() })}</p>
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('contact.again')}
          </Button>
        </div>
      ) : (
        <form className="contact-form" noValidate onSubmit={onSubmit}>
          <TextField {...props('name')} autoComplete="name" />
          <TextField {...props('email')} type="email" autoComplete="email" />
          <TextField {...props('subject')} />
          <TextAreaField {...props('message')} rows={6} />
          <Button type="submit" className="contact-form__submit">
            {t('contact.submit')}
          </Button>
        </form>
      )}
    </PublicPage>
  );
}

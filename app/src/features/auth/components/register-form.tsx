import { Button, DateField, SchoolSelect, Select, TextField } from '@havruta/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SchoolYear } from '../../../../../backend/contract';
import { loadAuthApi } from '../../../lib/api-client/load-auth-api';
import { classifyRegisterError, minPasswordLength, type Failure, type RegisterFailure } from '../errors';
import { useSchoolOptions } from '../hooks/use-school-options';
import { FormMessage } from './auth-frame';

interface RegisterFormProps {
  /** switches to login mode */
  onLogIn: () => void;
}

interface Fields {
  firstName: string;
  lastName: string;
  birthdate: string;
  email: string;
  schoolId: string;
  schoolYear: SchoolYear | '';
  password: string;
  confirmPassword: string;
  subject: string;
}

const empty: Fields = {
  firstName: '',
  lastName: '',
  birthdate: '',
  email: '',
  schoolId: '',
  schoolYear: '',
  password: '',
  confirmPassword: '',
  subject: '',
};

type LocalFailure = 'passwordsMismatch';

// The contract's school-year codes in its order. A Record over the contract's `SchoolYear` type makes tsc
// fail on a missing or an extra code; the codes are spelled here rather than imported as values because
// `schoolYears` is a zod enum's options, and that import would bring zod and the contract onto /login.
const schoolYearIndex: Record<SchoolYear, number> = {
  '10': 0,
  '11': 1,
  '12': 2,
  'uni-1': 3,
  'uni-2': 4,
  'uni-3': 5,
  'uni-4': 6,
};
const schoolYears = Object.keys(schoolYearIndex) as SchoolYear[];

function isSchoolYear(value: string): value is SchoolYear {
  return Object.hasOwn(schoolYearIndex, value);
}

/** Register mode, in two columns; every field is required. Success goes to /verify-email. */
export function RegisterForm({ onLogIn }: RegisterFormProps) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const schools = useSchoolOptions();
  const [fields, setFields] = useState<Fields>(empty);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<Failure<RegisterFailure | LocalFailure> | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const complete = Object.values(fields).every((value) => value.trim() !== '');

  const years: Record<SchoolYear, string> = {
    '10': t('register.years.10'),
    '11': t('register.years.11'),
    '12': t('register.years.12'),
    'uni-1': t('register.years.uni-1'),
    'uni-2': t('register.years.uni-2'),
    'uni-3': t('register.years.uni-3'),
    'uni-4': t('register.years.uni-4'),
  };
  const messages: Record<RegisterFailure | LocalFailure, string> = {
    failed: t('register.errors.failed'),
    unexpected: t('register.errors.unexpected'),
    emailTaken: t('register.errors.emailTaken'),
    invalidEmail: t('invalidEmail'),
    invalidName: t('register.errors.invalidName'),
    passwordTooShort: t('passwordTooShort'),
    tooManyRequests: t('tooManyRequests'),
    passwordsMismatch: t('passwordsMismatch'),
  };
  const failureText =
    failure && (i18n.language === 'en' && failure.server ? failure.server : messages[failure.kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !complete || !isSchoolYear(fields.schoolYear)) return;
    if (fields.password !== fields.confirmPassword) {
      setFailure({ kind: 'passwordsMismatch' });
      return;
    }
    if (fields.password.length < minPasswordLength) {
      setFailure({ kind: 'passwordTooShort' });
      return;
    }
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    try {
      const authApi = await loadAuthApi();
      await authApi.register({
        email: fields.email,
        password: fields.password,
        first_name: fields.firstName,
        last_name: fields.lastName,
        birthdate: fields.birthdate,
        school_id: Number(fields.schoolId),
        school_year: fields.schoolYear,
        subject: fields.subject,
      });
      navigate('/verify-email');
    } catch (error) {
      setFailure(classifyRegisterError(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="auth-form__columns">
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          required
          value={fields.firstName}
          onChange={(event) => set('firstName', event.target.value)}
        />
        <TextField
          label={t('register.lastName')}
          autoComplete="family-name"
          required
          value={fields.lastName}
          onChange={(event) => set('lastName', event.target.value)}
        />
        <DateField
          label={t('register.birthdate')}
          autoComplete="bday"
          required
          max={today}
          value={fields.birthdate}
          onChange={(event) => set('birthdate', event.target.value)}
        />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <SchoolSelect
          schools={schools.schools}
          status={schools.status}
          value={fields.schoolId}
          onValueChange={(value) => set('schoolId', value)}
          onRetry={schools.retry}
          required
        />
        <Select
          label={t('register.schoolYear')}
          placeholder={t('register.schoolYearPlaceholder')}
          required
          value={fields.schoolYear}
          options={schoolYears.map((code) => ({ value: code, label: years[code] }))}
          onChange={(event) => set('schoolYear', isSchoolYear(event.target.value) ? event.target.value : '')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          required
          value={fields.password}
          onChange={(event) => set('password', event.target.value)}
        />
        <TextField
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
        />
        <TextField
          label={t('register.subject')}
          hint={t('register.subjectHint')}
          required
          value={fields.subject}
          onChange={(event) => set('subject', event.target.value)}
        />
      </div>
      {failureText && <FormMessage tone="error">{failureText}</FormMessage>}
      <Button type="submit" size="lg" loading={pending} disabled={!complete}>
        {t('register.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={onLogIn}>
          {t('register.logIn')}
        </button>
      </p>
    </form>
  );
}

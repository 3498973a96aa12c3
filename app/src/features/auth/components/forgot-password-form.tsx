import { BackArrow, Button, TextField } from '@havruta/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAuthApi } from '../../../lib/api-client/load-auth-api';
import { classifyOtherError } from '../errors';
import { FormMessage } from './auth-frame';

interface ForgotPasswordFormProps {
  /** switches back to login mode */
  onBack: () => void;
}

type Outcome = { kind: 'sent' } | { kind: 'failed' | 'tooManyRequests'; server?: string };

/** Forgot-password mode: email, Send Reset Link, Back to Login. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !email) return;
    inFlight.current = true;
    setPending(true);
    setOutcome(null);
    try {
      const authApi = await loadAuthApi();
      await authApi.forgotPassword({ email });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome(classifyOtherError(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const failureText =
    outcome && outcome.kind !== 'sent'
      ? i18n.language === 'en' && outcome.server
        ? outcome.server
        : outcome.kind === 'tooManyRequests'
          ? t('tooManyRequests')
          : t('forgot.failed')
      : undefined;

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {outcome?.kind === 'sent' && <FormMessage tone="success">{t('forgot.sent')}</FormMessage>}
      {failureText && <FormMessage tone="error">{failureText}</FormMessage>}
      <Button type="submit" size="lg" loading={pending} disabled={!email}>
        {t('forgot.submit')}
      </Button>
      <Button variant="ghost" icon={<BackArrow />} onClick={onBack}>
        {t('backToLogin')}
      </Button>
    </form>
  );
}

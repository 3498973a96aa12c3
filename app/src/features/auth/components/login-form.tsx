import { Button, TextField } from '@havruta/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../providers/auth-context';
import { loadAuthApi } from '../../../lib/api-client/load-auth-api';
import { classifyLoginError, type Failure, type LoginFailure } from '../errors';
import { FormMessage } from './auth-frame';

interface LoginFormProps {
  /** switches to forgot-password mode */
  onForgotPassword: () => void;
  /** switches to register mode */
  onSignUp: () => void;
}

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/** Login mode: email, password, Forgot Password, Sign up. Submit is ignored and disabled while in flight. */
export function LoginForm({ onForgotPassword, onSignUp }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<Failure<LoginFailure> | null>(null);
  const [resend, setResend] = useState<ResendState>('idle');

  const messages: Record<LoginFailure, string> = {
    failed: t('login.errors.failed'),
    invalidCredentials: t('login.errors.invalidCredentials'),
    unexpected: t('login.errors.unexpected'),
    invalidResponse: t('login.errors.invalidResponse'),
    notVerified: t('login.errors.notVerified'),
    awaitingApproval: t('login.errors.awaitingApproval'),
    tooManyRequests: t('tooManyRequests'),
  };
  // The server speaks English; its words replace the fallback in the English interface.
  const failureText =
    failure && (i18n.language === 'en' && failure.server ? failure.server : messages[failure.kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !email || !password) return;
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    setResend('idle');
    try {
      await login({ email, password });
      navigate('/dashboard');
    } catch (error) {
      setFailure(classifyLoginError(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const resendLink = async () => {
    setResend('sending');
    try {
      const authApi = await loadAuthApi();
      await authApi.resendVerification(email);
      setResend('sent');
    } catch (error) {
      console.warn('resend verification failed', error);
      setResend('failed');
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-form__row">
        <button type="button" className="auth-link" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </button>
      </div>
      {failureText && (
        <FormMessage tone="error">
          <p>{failureText}</p>
          {failure?.kind === 'notVerified' && resend !== 'sent' && (
            <Button
              variant="secondary"
              size="sm"
              loading={resend === 'sending'}
              disabled={!email}
              onClick={() => void resendLink()}
            >
              {t('login.resend.button')}
            </Button>
          )}
          {resend === 'failed' && <p>{t('login.resend.failed')}</p>}
        </FormMessage>
      )}
      {resend === 'sent' && <FormMessage tone="success">{t('login.resend.sent')}</FormMessage>}
      <Button type="submit" size="lg" loading={pending} disabled={!email || !password}>
        {t('login.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="auth-link" onClick={onSignUp}>
          {t('login.signUp')}
        </button>
      </p>
    </form>
  );
}

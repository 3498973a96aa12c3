import { BackArrow, Button, TextField } from '@havruta/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadAuthApi } from '../../../lib/api-client/load-auth-api';
import { classifyOtherError, minPasswordLength } from '../errors';
import type { LoginLocationState } from '../notices';
import { AuthFrame, FormMessage } from './auth-frame';

type Problem =
  | { kind: 'passwordsMismatch' | 'invalidToken' | 'passwordTooShort' | 'tooManyRequests' }
  | { kind: 'failed'; server?: string };

/** /reset-password?token=…: a new password twice; without a token, Invalid Reset Link. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const backToLogin = (
    <Button variant="ghost" icon={<BackArrow />} onClick={() => navigate('/login')}>
      {t('backToLogin')}
    </Button>
  );

  if (token === null) {
    return (
      <AuthFrame title={t('reset.invalidTitle')}>
        <div className="auth-stack">
          <p>{t('reset.invalidBody')}</p>
          {backToLogin}
        </div>
      </AuthFrame>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !password || !confirm) return;
    if (password !== confirm) return setProblem({ kind: 'passwordsMismatch' });
    if (!token.trim()) return setProblem({ kind: 'invalidToken' });
    if (password.length < minPasswordLength) return setProblem({ kind: 'passwordTooShort' });
    inFlight.current = true;
    setPending(true);
    setProblem(null);
    try {
      // The API client (zod and the contract) loads on submit, keeping it off this screen's first paint.
      const authApi = await loadAuthApi();
      await authApi.resetPassword({ token, password });
      const state: LoginLocationState = { notice: 'passwordReset' };
      navigate('/login', { state });
    } catch (error) {
      setProblem(classifyOtherError(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const messages: Record<Problem['kind'], string> = {
    passwordsMismatch: t('passwordsMismatch'),
    invalidToken: t('reset.invalidToken'),
    passwordTooShort: t('passwordTooShort'),
    tooManyRequests: t('tooManyRequests'),
    failed: t('reset.failed'),
  };
  const problemText =
    problem &&
    (problem.kind === 'failed' && problem.server && i18n.language === 'en'
      ? problem.server
      : messages[problem.kind]);

  return (
    <AuthFrame title={t('reset.title')}>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {problemText && <FormMessage tone="error">{problemText}</FormMessage>}
        <Button type="submit" size="lg" loading={pending} disabled={!password || !confirm}>
          {t('reset.submit')}
        </Button>
        {backToLogin}
      </form>
    </AuthFrame>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readLoginNotice } from '../notices';
import { AuthFrame, FormMessage } from './auth-frame';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** Which form the login screen shows. */
export type AuthMode = 'login' | 'register' | 'forgot';

/** /login: login, register (first with ?signup=true) and forgot-password, with Back to Home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const [mode, setMode] = useState<AuthMode>(params.get('signup') === 'true' ? 'register' : 'login');
  const notice = readLoginNotice(location.state);

  if (mode === 'register') {
    return (
      <AuthFrame title={t('register.title')} subtitle={t('register.subtitle')} wide>
        <RegisterForm onLogIn={() => setMode('login')} />
      </AuthFrame>
    );
  }
  if (mode === 'forgot') {
    return (
      <AuthFrame title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
        <ForgotPasswordForm onBack={() => setMode('login')} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice === 'emailVerified' && <FormMessage tone="success">{t('notices.emailVerified')}</FormMessage>}
      {notice === 'passwordReset' && <FormMessage tone="success">{t('notices.passwordReset')}</FormMessage>}
      <LoginForm onForgotPassword={() => setMode('forgot')} onSignUp={() => setMode('register')} />
    </AuthFrame>
  );
}

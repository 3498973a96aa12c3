import { BackArrow, Button, Loader } from '@havruta/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { verifyEmailOnce } from '../api/one-time-links';
import { verifyRedirectMs, type LoginLocationState } from '../notices';
import { AuthFrame, FormMessage } from './auth-frame';

type Status = 'verifying' | 'verified' | 'failed';

/**
 * /verify-email: without a token, Check Your Email; with one, the direct GET, then the POST fallback,
 * then after 2000 ms /login with 'Email verified successfully. Please log in.'.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  // The outcome belongs to one token: another token in the URL starts again from 'verifying'.
  const [outcome, setOutcome] = useState<{ token: string; status: Status } | null>(null);
  const status: Status = outcome && outcome.token === token ? outcome.status : 'verifying';

  useEffect(() => {
    if (!token) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyEmailOnce(token).then(
      () => {
        if (!active) return;
        setOutcome({ token, status: 'verified' });
        const state: LoginLocationState = { notice: 'emailVerified' };
        timer = setTimeout(() => navigate('/login', { state }), verifyRedirectMs);
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('e-mail verification failed', error);
        setOutcome({ token, status: 'failed' });
      },
    );
    return () => {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [navigate, token]);

  const backToLogin = (
    <Button variant="secondary" icon={<BackArrow />} onClick={() => navigate('/login')}>
      {t('backToLogin')}
    </Button>
  );

  if (!token) {
    return (
      <AuthFrame title={t('verify.checkTitle')}>
        <div className="auth-stack">
          <p>{t('verify.checkBody')}</p>
          <p>{t('verify.checkSpam')}</p>
          {backToLogin}
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('verify.title')}>
      <div className="auth-stack">
        {status === 'verifying' && <Loader type="pulse" message={t('verify.verifying')} />}
        {status === 'verified' && (
          <FormMessage tone="success">
            <p>{t('verify.success')}</p>
            <p>{t('verify.redirecting')}</p>
          </FormMessage>
        )}
        {status === 'failed' && (
          <>
            <FormMessage tone="error">{t('verify.failed')}</FormMessage>
            {backToLogin}
          </>
        )}
      </div>
    </AuthFrame>
  );
}

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginRequest, User } from '../../../backend/contract';
import { loadAuthApi } from '../lib/api-client/load-auth-api';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  clearLearningState,
  clearTokens,
  loginRedirectDelayMs,
  readAccessToken,
  readRefreshToken,
  storeTokens,
  wait,
} from './session';

/**
 * The session (docs/requirements.md#accounts-states): on start a stored access token is validated (valid → the user; invalid or
 * an error → both tokens removed), with `loading` true until that ends. A 401 goes through the API
 * client's rule (tokens removed, /#/login).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(() => readAccessToken() !== null);

  useEffect(() => {
    if (readAccessToken() === null) return;
    const controller = new AbortController();
    loadAuthApi()
      .then((authApi) => authApi.validate(controller.signal))
      .then(
        (result) => {
          setUser(result.user);
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('stored session is not valid', error);
          clearTokens();
          setUser(null);
          setLoading(false);
        },
      );
    return () => controller.abort();
  }, []);

  const login = useCallback(async (credentials: LoginRequest) => {
    const authApi = await loadAuthApi();
    const response = await authApi.login(credentials);
    storeTokens(response.access_token, response.refresh_token);
    clearLearningState();
    setUser(response.user);
    setLoading(false);
    await wait(loginRedirectDelayMs);
    return response.user;
  }, []);

  const logout = useCallback(async () => {
    const refreshToken = readRefreshToken();
    clearTokens();
    clearLearningState();
    setUser(null);
    if (refreshToken) {
      // The local session is already gone; a failed revocation only leaves a server-side token to expire.
      await loadAuthApi()
        .then((authApi) => authApi.logout(refreshToken))
        .catch((error: unknown) => console.warn('logout call failed', error));
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, login, logout }),
    [user, loading, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

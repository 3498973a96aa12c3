import { createContext, useContext } from 'react';
import type { LoginRequest, User } from '../../../backend/contract';

/** What `useAuth()` gives a screen. */
export interface AuthContextValue {
  /** the signed-in user, or null */
  user: User | null;
  /** true while the stored token is being validated on start */
  loading: boolean;
  /**
   * Logs in: stores both tokens, clears the learning state, sets the user and waits 100 ms; the caller
   * then navigates to the dashboard. Rejects with the client's ApiError.
   */
  login: (credentials: LoginRequest) => Promise<User>;
  /** Removes both tokens and the learning state, revokes the refresh token and clears the user. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session; only inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}

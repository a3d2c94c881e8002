import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { User } from '@studychina/contracts';
import { handleUnauthenticated } from './api';

/** docs/product.md#browser-storage: the key names the old site used, so existing sessions carry over. */
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';
export const AUTH_USER_KEY = 'AUTH_USER';
/** docs/product.md#logout: logout goes to / after 3 seconds (time to read the toast). */
export const LOGOUT_REDIRECT_MS = 3000;

export interface Session {
  user: User | null;
  token: string | null;
  /** An empty value removes the stored entry (docs/product.md#session). */
  setUser(user: User | null): void;
  setToken(token: string | null): void;
}

function readUser(): User | null {
  try {
    const raw = localStorage.getItem(AUTH_USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

function store(key: string, value: string | null) {
  if (value) localStorage.setItem(key, value);
  else localStorage.removeItem(key);
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [storedToken, setTokenState] = useState<string | null>(
    () => globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) || null,
  );
  const [storedUser, setUserState] = useState<User | null>(readUser);
  // A pre-rendered page was rendered for a visitor (scripts/prerender.mjs): it hydrates as one, then
  // shows the stored session (React renders again at once with the client's snapshot).
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const token = hydrated ? storedToken : null;
  const user = hydrated ? storedUser : null;

  const setToken = useCallback((next: string | null) => {
    store(ACCESS_TOKEN_KEY, next || null);
    setTokenState(next || null);
  }, []);
  const setUser = useCallback((next: User | null) => {
    store(AUTH_USER_KEY, next ? JSON.stringify(next) : null);
    setUserState(next);
  }, []);

  // Another tab logged in or out: follow it, so this tab does not keep showing a dead session.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCESS_TOKEN_KEY)
        setTokenState(localStorage.getItem(ACCESS_TOKEN_KEY) || null);
      if (event.key === null || event.key === AUTH_USER_KEY) setUserState(readUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The API refused this session's token (expired, revoked by a password reset): the session ends here,
  // once for every caller; each page still says why and where to go (docs/product.md#session).
  useEffect(
    () =>
      handleUnauthenticated((refused) => {
        if (refused !== token) return;
        setToken(null);
        setUser(null);
      }),
    [token, setToken, setUser],
  );

  const value = useMemo(() => ({ user, token, setUser, setToken }), [user, token, setUser, setToken]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

import { isStaff, roles } from '@buka/domain/roles';
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@buka/domain/auth';
import { hasShape } from '../validation/stored-shape';

// docs/screens.md#session-in-the-browser: the signed-in user is kept in client state and in local
// storage.
const USER_KEY = 'user';
const ADMIN_MODE_KEY = 'adminMode';

type Listener = () => void;
const listeners = new Set<Listener>();

// A page drawn on the server is drawn for a visitor: the session lives in this phone's storage
// only, so signed-in parts show once the browser has taken the page over.
const inBrowser = typeof window !== 'undefined';

// A user stored by an older version of the app, in another shape, is signed out (forgotten, even
// with no network): they sign in again rather than meet a page that reads a field it lacks.
function readStoredUser(): SessionUser | null {
  if (!inBrowser) return null;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    if (isSessionUser(stored)) return stored;
    if (stored !== null) localStorage.removeItem(USER_KEY);
    return null;
  } catch {
    return null;
  }
}

const sessionShape = {
  token: 'string',
  uid: 'string',
  _id: 'string',
  name: 'string',
  displayName: 'string',
  providerId: 'string',
  phoneNumber: 'string?',
  email: 'string?',
  photoURL: 'string?',
  image: 'string?',
} as const;

/** Whether a stored value has every field of a session, each of its type (auth.ts's schema). */
export function isSessionUser(value: unknown): value is SessionUser {
  return hasShape(value, sessionShape) && (roles as readonly unknown[]).includes(value.role);
}

let session: SessionUser | null = readStoredUser();
let adminMode = inBrowser && localStorage.getItem(ADMIN_MODE_KEY) === 'true';

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): SessionUser | null {
  return session;
}

// Logging out leaves for the home page (docs/screens.md#session-in-the-browser); a signed-in page
// must not send the customer to /login on the way out.
let loggedOut = false;

/** Whether the session ended by logging out (not by expiring or never having started). */
export function loggedOutOnPurpose(): boolean {
  return loggedOut;
}

export function setSession(user: SessionUser | null, how: { loggingOut?: true } = {}): void {
  loggedOut = !user && how.loggingOut === true;
  session = user;
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
  emit();
}

export function isAdminMode(): boolean {
  return adminMode && isStaff(session?.role);
}

/** docs/screens.md#session-in-the-browser: switched on by the Administrator link and cached. */
export function setAdminMode(on: boolean): void {
  adminMode = on;
  localStorage.setItem(ADMIN_MODE_KEY, String(on));
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noSession = () => null;

export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSession, noSession);
}

export function useAdminMode(): boolean {
  return useSyncExternalStore(subscribe, isAdminMode, () => false);
}

// Another tab signing in or out changes this one too (the session it stores has passed the
// same checks there).
if (inBrowser) {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) {
      session = readStoredUser();
      emit();
    }
  });
}

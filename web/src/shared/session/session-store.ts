import { useSyncExternalStore } from 'react';
import { sessionUserSchema, type SessionUser } from '@buka/domain/auth';

// spec §4: the signed-in user is kept in client state and in local storage.
const USER_KEY = 'user';
const ADMIN_MODE_KEY = 'adminMode';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStoredUser(): SessionUser | null {
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let session: SessionUser | null = readStoredUser();
let adminMode = localStorage.getItem(ADMIN_MODE_KEY) === 'true';

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): SessionUser | null {
  return session;
}

export function setSession(user: SessionUser | null): void {
  session = user;
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
  emit();
}

export function isAdminMode(): boolean {
  return adminMode && session?.role === 'admin';
}

/** spec §4: switched on by the Administrator link and cached. */
export function setAdminMode(on: boolean): void {
  adminMode = on;
  localStorage.setItem(ADMIN_MODE_KEY, String(on));
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSession);
}

export function useAdminMode(): boolean {
  return useSyncExternalStore(subscribe, isAdminMode);
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key === USER_KEY || event.key === null) {
    session = readStoredUser();
    emit();
  }
});

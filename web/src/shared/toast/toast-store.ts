import { useSyncExternalStore } from 'react';

// docs/screens.md#toasts: toasts auto-close after 5000 ms, top-right.
export const TOAST_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** The page it was shown on: it belongs there and goes when the customer moves on. */
  page: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

// Everything outside an open modal <dialog> is inert: it cannot be tapped and screen readers skip
// it. So the toasts are drawn inside the innermost open dialog, in the top layer above it.
const dialogs: Element[] = [];

/** Draws the toasts inside `dialog` (just opened) until the function it answers is called. */
export function drawToastsIn(dialog: Element): () => void {
  dialogs.push(dialog);
  emit();
  return () => {
    dialogs.splice(dialogs.indexOf(dialog), 1);
    emit();
  };
}

const timers = new Map<number, ReturnType<typeof setTimeout>>();

function closeLater(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS),
  );
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function currentPage(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}

/**
 * One toast per message: the same words again (three taps on a failing button) keep the one
 * already shown, on the page they were last said on, for another 5 s.
 */
export function showToast(text: string, kind: ToastKind = 'info'): number {
  const page = currentPage();
  const same = toasts.find((toast) => toast.text === text && toast.kind === kind);
  if (same) {
    if (same.page !== page) {
      toasts = toasts.map((toast) => (toast === same ? { ...same, page } : toast));
      emit();
    }
    closeLater(same.id);
    return same.id;
  }
  const id = nextId++;
  const kept = toasts.slice(-3);
  for (const dropped of toasts.slice(0, -3)) clearTimeout(timers.get(dropped.id));
  toasts = [...kept, { id, kind, text, page }];
  emit();
  closeLater(id);
  return id;
}

/**
 * Moving to another page closes what was said about the last one. A toast shown after a
 * navigate() call already belongs to the new page (the address changes at once), so a flow
 * that moves on and then explains why keeps its message.
 */
export function leavePage(page: string): void {
  const stale = toasts.filter((toast) => toast.page !== page);
  for (const toast of stale) dismissToast(toast.id);
}

export const toast = {
  success: (text: string) => showToast(text, 'success'),
  error: (text: string) => showToast(text, 'error'),
  info: (text: string) => showToast(text, 'info'),
};

const noToasts: Toast[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}

/** The dialog the toasts are drawn in, or null for the page. */
export function useToastHost(): Element | null {
  return useSyncExternalStore(
    subscribe,
    () => dialogs.at(-1) ?? null,
    () => null,
  );
}

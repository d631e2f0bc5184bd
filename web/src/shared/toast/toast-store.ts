import { useSyncExternalStore } from 'react';

// spec §9: toasts auto-close after 5000 ms, top-right.
export const TOAST_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

// Toasts sit in the browser's top layer (a popover), so an open modal dialog, also there, does
// not hide them; the last shown is on top, so the toasts are shown again above a newer dialog.
let raise: () => void = () => {};

export function setToastRaiser(raiser: () => void): void {
  raise = raiser;
}

/** Puts the toasts above any dialog opened since they were shown. */
export function raiseToasts(): void {
  raise();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(text: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { id, kind, text }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export const toast = {
  success: (text: string) => showToast(text, 'success'),
  error: (text: string) => showToast(text, 'error'),
  info: (text: string) => showToast(text, 'info'),
};

const noToasts: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => noToasts,
  );
}

import { useSyncExternalStore } from 'react';

export type ToastTone = 'error' | 'success' | 'info';
export type Toast = { id: number; text: string; tone: ToastTone };

const LIFETIME_MS = 6000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a short message; the same text already on screen is not shown twice. */
export function showToast(text: string, tone: ToastTone = 'error'): void {
  if (!text || toasts.some((t) => t.text === text)) return;
  const toast = { id: nextId++, text, tone };
  toasts = [...toasts.slice(-3), toast];
  emit();
  setTimeout(() => dismissToast(toast.id), LIFETIME_MS);
}

const pending = new Set<ReturnType<typeof setTimeout>>();

/**
 * Shows a message after `delayMs` (a success told once the screen has settled). The store owns
 * the timer, so clearToasts() also drops the messages still to come: a cleared screen (and a
 * test's clean-up) gets no message from before.
 */
export function showToastAfter(delayMs: number, text: string, tone: ToastTone = 'error'): void {
  const timer = setTimeout(() => {
    pending.delete(timer);
    showToast(text, tone);
  }, delayMs);
  pending.add(timer);
}

export function clearToasts(): void {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
  toasts = [];
  emit();
}

export function getToasts(): Toast[] {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

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

export function clearToasts(): void {
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

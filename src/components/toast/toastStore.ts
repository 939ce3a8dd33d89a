/**
 * The toast queue (spec sections 3 and 9): one toast at a time; a dismissed toast is kept closed for
 * TOAST_REMOVE_DELAY before it is dropped. Plain module state, no React, so every page can raise a
 * toast for a few hundred bytes; the Radix-based viewport loads on first use (ToastMount).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** what a screen reader user is told to do instead of pressing the action */
  altText: string;
  onClick: () => void;
}

export interface ToastNotice {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let toasts: ToastNotice[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function set(next: ToastNotice[]): void {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string): void {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      set(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** shows a toast (replacing the one on screen); answers its id */
export function toast(notice: Omit<ToastNotice, 'id' | 'open'>): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  set([{ ...notice, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** closes one toast, or all of them */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  set(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function getToasts(): ToastNotice[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

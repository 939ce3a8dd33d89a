import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastNotice } from './toastStore';

const variantClass = {
  default: 'border-ink-600 bg-ink-850 text-white',
  destructive: 'border-red-400/60 bg-red-950 text-white',
} as const;

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M18 6 6 18M6 6l12 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Toast({ notice, onClose }: { notice: ToastNotice; onClose: () => void }) {
  const variant = notice.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={notice.open}
      onOpenChange={(open) => {
        if (open) return;
        onClose();
        dismissToast(notice.id);
      }}
      data-variant={variant}
      className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/60 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] motion-safe:transition-transform ${variantClass[variant]}`}
    >
      <div className="grid gap-1">
        {notice.title && <ToastPrimitive.Title className="text-sm font-semibold">{notice.title}</ToastPrimitive.Title>}
        {notice.description && (
          <ToastPrimitive.Description className={`text-sm ${variant === 'destructive' ? 'text-red-100' : 'text-slate-300'}`}>
            {notice.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {notice.action && (
        <ToastPrimitive.Action
          altText={notice.action.altText}
          onClick={notice.action.onClick}
          className="ml-auto shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-medium hover:bg-white/10"
        >
          {notice.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-3 right-3 rounded-md p-1 text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** the toast viewport (bottom right, F8 moves focus to it); loaded on demand by ToastMount */
export function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const viewport = useRef<HTMLOListElement>(null);
  const lastFocusOutside = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !viewport.current?.parentElement?.contains(e.target)) lastFocusOutside.current = e.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  /**
   * Closing a toast from inside the viewport (its close button, or F8 then Escape) sends focus back to
   * where the visitor was. Radix would leave it on the empty viewport, and its timers would then stay
   * paused, so the next toast would never close by itself.
   */
  const returnFocus = () => {
    const region = viewport.current?.parentElement;
    if (!region?.contains(document.activeElement)) return;
    const target = lastFocusOutside.current?.isConnected ? lastFocusOutside.current : document.getElementById('main');
    target?.focus();
  };
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((t) => (
        <Toast key={t.id} notice={t} onClose={returnFocus} />
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-300 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

import { type ComponentType, useEffect, useState } from 'react';
import { loadToaster } from './loadToaster';
import { getToasts, subscribeToasts } from './toastStore';

/**
 * Mounted once in the layout. Renders nothing until a toast is raised or F8 is pressed; then loads
 * the accessible toast viewport (Radix) and keeps it mounted.
 */
export function ToastMount() {
  const [Toaster, setToaster] = useState<ComponentType<{ focusViewport?: boolean }> | null>(null);
  const [focusViewport, setFocusViewport] = useState(false);

  useEffect(() => {
    if (Toaster) return;
    let cancelled = false;
    const load = () =>
      void loadToaster().then(
        (m) => !cancelled && setToaster(() => m.Toaster),
        () => undefined,
      );
    if (getToasts().length > 0) load();
    const unsubscribe = subscribeToasts(load);
    // before the viewport exists, F8 loads it and moves focus there, as it will do afterwards
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'F8' && e.key !== 'F8') return;
      setFocusViewport(true);
      load();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      unsubscribe();
      window.removeEventListener('keydown', onKey);
    };
  }, [Toaster]);

  return Toaster ? <Toaster focusViewport={focusViewport} /> : null;
}

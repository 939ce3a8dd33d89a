import { useEffect, useRef, useState } from 'react';

/**
 * Text for a polite live region that follows `message`, but only once it has stopped changing for
 * `delayMs`, so dragging a slider announces the final result instead of every step. Empty until
 * the first change: a region's initial text is not announced anyway.
 */
export function useAnnouncement(message: string, delayMs = 700): string {
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => setAnnounced(message), delayMs);
    return () => clearTimeout(t);
  }, [message, delayMs]);
  return announced;
}

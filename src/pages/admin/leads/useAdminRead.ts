import { useEffect, useState } from 'react';
import { TokenRefusedError } from '../adminClient';
import { errorText } from './errorText';

/**
 * what an admin card reads when it shows, and again whenever `version` changes (after an action): the
 * answer, or the error to show; a refused token goes to `onRefused` (the page asks for it again). An
 * answer that arrives after the card is gone, or after a newer read started, is dropped.
 */
export function useAdminRead<T>(
  read: (token: string) => Promise<T>,
  token: string,
  onRefused: (message: string) => void,
  version = 0,
): { data: T | null; error: string | null } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to read again (after an action)
  useEffect(() => {
    let live = true;
    read(token).then(
      (d) => {
        if (live) setData(d);
      },
      (err: unknown) => {
        if (!live) return;
        if (err instanceof TokenRefusedError) onRefused(err.message);
        else setError(errorText(err));
      },
    );
    return () => {
      live = false;
    };
  }, [read, token, onRefused, version]);
  return { data, error };
}

import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { adminErrorText, downloadZip, TokenRefusedError } from './adminClient';
import { adminCopy } from './copy';

/** buttons that fetch a produced zip with the token and save it */
export function Downloads({ names, token, onRefused }: { names: string[]; token: string; onRefused: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  if (names.length === 0) return null;
  const get = (name: string) => {
    setError(null);
    downloadZip(name, token).catch((err: unknown) => {
      if (err instanceof TokenRefusedError) onRefused(err.message);
      else setError(err instanceof ApiError ? adminErrorText(err) : err instanceof Error ? err.message : String(err));
    });
  };
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      {names.map((name) => (
        <button
          key={name}
          type="button"
          className="text-sm font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
          onClick={() => get(name)}
        >
          {adminCopy.complete.download(name)}
        </button>
      ))}
      {error && (
        <p role="alert" className="w-full text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/Button';
import { ApiError } from '../../lib/api';
import { adminErrorText, fetchStatus, TokenRefusedError } from './adminClient';
import { adminCopy } from './copy';

const copy = adminCopy.token;

/** asks for the admin token and checks it with the server before keeping it */
export function TokenForm({ onToken, notice }: { onToken: (token: string) => void; notice?: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // a token typed into the server-rendered field before the page hydrated is in the field, not in the state
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setValue(typed);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const token = value.trim();
    if (!token) {
      setError('Enter the token.');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await fetchStatus(token);
      onToken(token);
    } catch (err) {
      setError(err instanceof TokenRefusedError ? err.message : err instanceof ApiError ? adminErrorText(err) : copy.unreachable);
    } finally {
      setChecking(false);
    }
  };

  const message = error ?? notice;
  return (
    <form onSubmit={submit} className="card mx-auto max-w-xl p-6 sm:p-8" aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-300">{copy.text}</p>
      <label htmlFor={`${id}-token`} className="mt-6 block text-sm font-semibold text-white">
        {copy.label}
      </label>
      <input
        ref={field}
        id={`${id}-token`}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="mt-2 w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-white placeholder:text-slate-500 focus:border-brand-300"
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-300">
          {message}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'md', 'mt-6')} disabled={checking}>
        {checking ? copy.checking : copy.submit}
      </button>
    </form>
  );
}

import { type FormEvent, useId, useRef, useState } from 'react';
import { loadToaster } from '../components/toast/loadToaster';
import { toast } from '../components/toast/toastStore';
import { postForm } from '../lib/formPost';
import { honeypotField, withHoneypot } from '../shared/forms/honeypot';

/**
 * The footer newsletter sign-up, on every page: the browser's own email check, one fetch, a toast.
 * Deliberately free of form libraries so it costs the main bundle next to nothing.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      await postForm('newsletter', '/api/newsletter/subscribe', withHoneypot({ email }, honeypot.current?.value));
      setEmail('');
      toast({ title: 'Successfully subscribed!', description: 'Thank you for subscribing to our newsletter.' });
    } catch {
      toast({ title: 'Subscription failed', description: 'Please try again later.', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // the toast viewport is fetched as soon as the visitor starts here, so the answer shows at once
    <form
      className="relative mt-3 flex flex-col gap-2"
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={onSubmit}
      onFocus={() => void loadToaster().catch(() => {})}
      aria-label="Newsletter"
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-slate-400"
      />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <input
          ref={honeypot}
          type="text"
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          aria-label="Leave this field empty"
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="rounded-lg bg-brand-400 px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-300 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}

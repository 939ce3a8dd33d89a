import { useId } from 'react';

/** the footer newsletter sign-up (email, required) */
export function NewsletterForm() {
  const id = useId();
  return (
    <form className="mt-3 flex flex-col gap-2" action="/api/newsletter/subscribe" method="post">
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
        className="w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-slate-400"
      />
      <button type="submit" className="rounded-lg bg-brand-400 px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-300">
        Subscribe
      </button>
    </form>
  );
}

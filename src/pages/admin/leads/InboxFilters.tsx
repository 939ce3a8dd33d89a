import { type FormEvent, useEffect, useId, useState } from 'react';
import { INBOX_MAX_SEARCH, type InboxForm, inboxFormLabels, inboxForms } from '../../../shared/leads/inbox';
import { leadsCopy } from './copy';

const copy = leadsCopy.filters;

/** what the admin chose: days are the browser's local days */
export interface Filters {
  q: string;
  form: InboxForm | '';
  /** YYYY-MM-DD from a date input, or '' */
  since: string;
  until: string;
}

export const noFilters: Filters = { q: '', form: '', since: '', until: '' };

/** a local day's start as an instant; `next` gives the start of the day after (the end of an inclusive range) */
function localDayStart(day: string, next = false): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (next ? 1 : 0)).toISOString();
}

/** the filters as the API's query: the local days become instants, an empty field is left out */
export const filterQuery = (f: Filters) => ({
  q: f.q.trim() || undefined,
  form: f.form || undefined,
  since: localDayStart(f.since),
  until: localDayStart(f.until, true),
});

const field =
  'mt-1.5 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2 text-white placeholder:text-slate-500 focus:border-brand-300';
const labelClass = 'block text-sm font-medium text-slate-200';

/**
 * The inbox's filters: a search box (applied as the admin pauses typing, or at once with Enter), the
 * form and the date range (applied on change), and a way back to everything.
 */
export function InboxFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(value.q);
  useEffect(() => setTyped(value.q), [value.q]);
  useEffect(() => {
    if (typed === value.q) return;
    const t = setTimeout(() => onChange({ ...value, q: typed }), 350);
    return () => clearTimeout(t);
  }, [typed, value, onChange]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...value, q: typed });
  };
  const filtered = value.q || value.form || value.since || value.until || typed;

  return (
    <form
      role="search"
      aria-label={copy.label}
      onSubmit={submit}
      className="card grid grid-cols-2 gap-4 p-5 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-start"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {copy.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          maxLength={INBOX_MAX_SEARCH}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={`${id}-q-hint`}
          className={field}
        />
        <p id={`${id}-q-hint`} className="mt-1 text-xs text-slate-400">
          {copy.searchHint}
        </p>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-form`} className={labelClass}>
          {copy.form}
        </label>
        <select
          id={`${id}-form`}
          value={value.form}
          onChange={(e) => onChange({ ...value, q: typed, form: e.target.value as Filters['form'] })}
          className={field}
        >
          <option value="">{copy.allForms}</option>
          {inboxForms.map((f) => (
            <option key={f} value={f}>
              {inboxFormLabels[f]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-since`} className={labelClass}>
          {copy.since}
        </label>
        <input
          id={`${id}-since`}
          type="date"
          value={value.since}
          max={value.until || undefined}
          onChange={(e) => onChange({ ...value, q: typed, since: e.target.value })}
          className={`${field} [color-scheme:dark]`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-until`} className={labelClass}>
          {copy.until}
        </label>
        <input
          id={`${id}-until`}
          type="date"
          value={value.until}
          min={value.since || undefined}
          onChange={(e) => onChange({ ...value, q: typed, until: e.target.value })}
          className={`${field} [color-scheme:dark]`}
        />
      </div>
      <button
        type="button"
        disabled={!filtered}
        onClick={() => {
          setTyped('');
          onChange(noFilters);
        }}
        className="col-span-2 justify-self-start rounded-lg px-2 py-2 text-sm font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline lg:col-span-1 lg:mt-7"
      >
        {copy.clear}
      </button>
    </form>
  );
}

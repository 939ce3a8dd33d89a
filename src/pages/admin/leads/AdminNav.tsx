import { leadsCopy } from './copy';

const links = [
  { href: '/admin', label: leadsCopy.nav.site },
  { href: '/admin/leads', label: leadsCopy.nav.leads },
] as const;

/** the two admin pages, the current one marked (plain links: each page is served on its own) */
export function AdminNav({ current }: { current: '/admin' | '/admin/leads' }) {
  return (
    <nav aria-label="Admin" className="mb-8 flex flex-wrap gap-2 border-b border-ink-800 pb-4">
      {links.map((l) => (
        <a
          key={l.href}
          href={l.href}
          aria-current={l.href === current ? 'page' : undefined}
          className={`rounded-full px-4 py-2 text-sm font-semibold no-underline ${
            l.href === current ? 'bg-ink-800 text-white ring-1 ring-brand-400/50' : 'text-slate-300 hover:bg-ink-900 hover:text-white'
          }`}
        >
          {l.label}
        </a>
      ))}
    </nav>
  );
}

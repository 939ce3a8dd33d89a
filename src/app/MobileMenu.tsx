import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/Button';
import { NavItemLink } from '../components/NavItemLink';
import { aboutLinks, productColumns, resourceLinks } from '../content/navigation';

const itemClass = 'block rounded-lg px-3 py-2.5 text-base text-slate-200 no-underline hover:bg-ink-800 hover:text-white';

/** the small-screen navigation: a disclosure button and a scrollable panel 68px from the top */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-white hover:bg-ink-800"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="fixed inset-x-0 top-[68px] max-h-[80vh] overflow-y-auto border-b border-ink-700 bg-ink-950 px-4 pb-6 shadow-2xl shadow-black/60"
      >
        <p className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-widest text-slate-400">Products</p>
        <ul>
          {productColumns.map((p) => (
            <li key={p.href}>
              <Link to={p.href} className={itemClass} onClick={close}>
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-widest text-slate-400">Resources</p>
        <ul>
          {resourceLinks.map((l) => (
            <li key={l.href}>
              <NavItemLink href={l.href} external={l.external} className={itemClass} onClick={close}>
                {l.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
        <p className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-widest text-slate-400">About</p>
        <ul>
          {aboutLinks.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className={itemClass} onClick={close}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/demo" className={buttonClass('primary', 'md', 'mt-4 w-full')} onClick={close}>
          Get Demo
        </Link>
      </nav>
    </div>
  );
}

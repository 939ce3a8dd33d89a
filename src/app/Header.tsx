import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/Button';
import { Logo } from '../components/Logo';
import { NavItemLink } from '../components/NavItemLink';
import { aboutLinks, type NavLink, productColumns, resourceLinks } from '../content/navigation';
import { MobileMenu } from './MobileMenu';

const triggerClass =
  'group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white data-[state=open]:text-white';
const panelClass = 'absolute top-full left-0 mt-2 rounded-2xl border border-ink-700 bg-ink-900 p-4 shadow-2xl shadow-black/50';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="transition-transform group-data-[state=open]:rotate-180">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="w-60 space-y-1">
      {links.map((l) => (
        <li key={l.href}>
          <NavigationMenu.Link asChild>
            <NavItemLink href={l.href} external={l.external} className="block rounded-lg px-3 py-2 text-sm text-slate-200 no-underline hover:bg-ink-800 hover:text-white">
              {l.label}
            </NavItemLink>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}

/** the fixed site header: logo, desktop dropdowns, 'Get Demo' and the mobile menu toggle */
export function Header() {
  // a scrolled-past-10px flag, kept as a data attribute only (the spec gives it no visible effect)
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header data-scrolled={scrolled} className="fixed inset-x-0 top-0 z-50 h-[68px] border-b border-ink-800 bg-ink-950/95 backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex items-center no-underline" aria-label="BlokSecure home">
          <Logo />
        </Link>
        <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={100}>
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item className="relative">
              <NavigationMenu.Trigger className={triggerClass}>
                Products <Chevron />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={`${panelClass} -left-24 grid w-[720px] grid-cols-3 gap-3`}>
                {productColumns.map((p) => (
                  <div key={p.href} className="rounded-xl p-3 hover:bg-ink-800">
                    <p className="font-semibold text-white">{p.label}</p>
                    <p className="mt-1 text-sm text-slate-300">{p.description}</p>
                    <NavigationMenu.Link asChild>
                      <Link to={p.href} className="mt-3 inline-block text-sm font-medium text-brand-300 hover:text-brand-200">
                        Learn more →<span className="sr-only"> about {p.label}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </div>
                ))}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item className="relative">
              <NavigationMenu.Trigger className={triggerClass}>
                Resources <Chevron />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={panelClass}>
                <LinkList links={resourceLinks} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item className="relative">
              <NavigationMenu.Trigger className={triggerClass}>
                About <Chevron />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={panelClass}>
                <LinkList links={aboutLinks} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="flex items-center gap-2">
          <Link to="/demo" className={buttonClass('primary', 'sm', 'hidden sm:inline-flex')}>
            Get Demo
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

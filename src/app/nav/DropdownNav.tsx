import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { NavItemLink } from '../../components/NavItemLink';
import { aboutLinks, type NavLink, productColumns, resourceLinks } from '../../content/navigation';
import { Chevron } from './Chevron';
import { MENU_LABELS, type MenuId, triggerClass } from './menuItems';

const panelClass = 'absolute top-full left-0 mt-2 rounded-2xl border border-ink-700 bg-ink-900 p-4 shadow-2xl shadow-black/50';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="w-60 space-y-1">
      {links.map((l) => (
        <li key={l.href}>
          <NavigationMenu.Link asChild>
            <NavItemLink
              href={l.href}
              external={l.external}
              className="block rounded-lg px-3 py-2 text-sm text-slate-200 no-underline hover:bg-ink-800 hover:text-white"
            >
              {l.label}
            </NavItemLink>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}

interface DropdownNavProps {
  /** the menu the visitor was reaching for when this loaded: open it */
  openFirst?: MenuId;
  /** the trigger that had keyboard focus when this loaded: focus it again */
  focusFirst?: MenuId;
}

/** the desktop dropdowns (Radix NavigationMenu: keyboard and screen-reader support); loaded on demand */
export default function DropdownNav({ openFirst, focusFirst }: DropdownNavProps) {
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusFirst) rootRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${focusFirst}"]`)?.focus();
  }, [focusFirst]);

  const trigger = (id: MenuId) => (
    <NavigationMenu.Trigger className={triggerClass} data-menu={id}>
      {MENU_LABELS[id]} <Chevron />
    </NavigationMenu.Trigger>
  );
  return (
    <NavigationMenu.Root ref={rootRef} aria-label="Main" className="relative" delayDuration={100} defaultValue={openFirst}>
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item value="products" className="relative">
          {trigger('products')}
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
        <NavigationMenu.Item value="resources" className="relative">
          {trigger('resources')}
          <NavigationMenu.Content className={panelClass}>
            <LinkList links={resourceLinks} />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item value="about" className="relative">
          {trigger('about')}
          <NavigationMenu.Content className={panelClass}>
            <LinkList links={aboutLinks} />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

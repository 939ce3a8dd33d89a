import ChevronDown from 'lucide-react/icons/chevron-down';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { openInPopup } from '../../shared/share';

export interface MenuLink {
  key: string;
  label: string;
  /** empty when the link could not be built: the item is then shown disabled */
  href: string;
  /** opened in a 600x400 window instead of following the link */
  popup: boolean;
}

interface MenuButtonProps {
  id: string;
  label: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** built only while the menu is open */
  items: () => MenuLink[];
  align?: 'left' | 'right';
}

/**
 * A menu button (WAI-ARIA menu pattern) whose items are links: arrows, Home/End move, Escape closes
 * and returns focus, Tab or a click outside closes. The parent owns `open` so menus can exclude each other.
 */
export function MenuButton({ id, label, icon, open, onOpenChange, items, align = 'left' }: MenuButtonProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // which item gets focus when the menu opens: the first, or the last after ArrowUp on the button
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    const menuItems = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    const target = focusOnOpen.current === 'last' ? menuItems?.[menuItems.length - 1] : menuItems?.[0];
    target?.focus();
    focusOnOpen.current = 'first';
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onOpenChangeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowUp' ? 'last' : 'first';
      onOpenChange(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-slate-500 px-5 py-3 text-base sm:w-auto font-semibold text-white transition-colors hover:border-brand-300 hover:text-brand-200 aria-expanded:border-brand-300 aria-expanded:text-brand-200"
      >
        {icon}
        {label}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className={`absolute top-full z-30 mt-2 w-56 rounded-xl border border-ink-600 bg-ink-900 p-1.5 shadow-2xl shadow-black/60 ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          {items().map((item) =>
            item.href ? (
              <a
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                target={item.popup ? '_blank' : undefined}
                rel={item.popup ? 'noopener noreferrer' : undefined}
                onClick={(e) => {
                  if (item.popup) {
                    e.preventDefault();
                    openInPopup(item.href);
                  }
                  close(true);
                }}
                className="block rounded-lg px-3 py-2 text-sm text-slate-200 no-underline outline-none hover:bg-ink-800 hover:text-white focus:bg-ink-800 focus:text-white"
              >
                {item.label}
              </a>
            ) : (
              <span
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                aria-disabled="true"
                className="block rounded-lg px-3 py-2 text-sm text-slate-400 outline-none focus:bg-ink-800"
              >
                {item.label} (unavailable)
              </span>
            ),
          )}
        </div>
      )}
    </div>
  );
}

import { type ComponentType, useEffect, useState } from 'react';
import { Chevron } from './Chevron';
import { MENU_IDS, MENU_LABELS, type MenuId, triggerClass } from './menuItems';

type DropdownNavType = ComponentType<{ openFirst?: MenuId; focusFirst?: MenuId }>;

let loaded: DropdownNavType | undefined;
const loadDropdownNav = () =>
  import('./DropdownNav').then((m) => {
    loaded = m.default;
    return m.default;
  });

const DESKTOP = '(min-width: 1024px)';

/**
 * The desktop navigation. The server renders (and the browser hydrates) plain trigger buttons;
 * the Radix dropdowns load when the browser is idle on a desktop-wide screen, or the moment a
 * visitor hovers, focuses or clicks a trigger. Phones never download them.
 */
export function DesktopNav() {
  const [Dropdowns, setDropdowns] = useState<DropdownNavType | undefined>(() => loaded);
  const [intent, setIntent] = useState<{ open?: MenuId; focus?: MenuId }>({});

  useEffect(() => {
    if (Dropdowns || !window.matchMedia(DESKTOP).matches) return;
    const load = () => void loadDropdownNav().then((c) => setDropdowns(() => c));
    if ('requestIdleCallback' in window) window.requestIdleCallback(load);
    else setTimeout(load, 200);
  }, [Dropdowns]);

  if (Dropdowns) return <Dropdowns openFirst={intent.open} focusFirst={intent.focus} />;

  // a keyboard visitor focuses a trigger and then presses Enter: keep both intents, so the menu
  // opens and focus stays on its trigger when the dropdowns replace these buttons
  const reach = (id: MenuId, how: 'open' | 'focus') => {
    setIntent((prev) => (how === 'open' ? { open: id, focus: prev.focus === id ? id : undefined } : { ...prev, focus: id }));
    void loadDropdownNav().then((c) => setDropdowns(() => c));
  };
  return (
    <nav aria-label="Main" className="relative">
      <ul className="flex items-center gap-1">
        {MENU_IDS.map((id) => (
          <li key={id}>
            <button
              type="button"
              className={triggerClass}
              aria-expanded={false}
              data-menu={id}
              onPointerEnter={() => reach(id, 'open')}
              onFocus={() => reach(id, 'focus')}
              onClick={() => reach(id, 'open')}
            >
              {MENU_LABELS[id]} <Chevron />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

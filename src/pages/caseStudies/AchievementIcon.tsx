import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TrendingDown from 'lucide-react/icons/trending-down';

// only the icons this area's content names: the shared Icon map would add every icon to the first load
const icons: Record<string, LucideIcon> = { Clock, KeyRound, ShieldCheck, TrendingDown };

/** a key achievement's icon in a tinted square; an unknown name shows the shield */
export function AchievementIcon({ name }: { name: string }) {
  const Cmp = icons[name] ?? ShieldCheck;
  return (
    <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
      <Cmp className="h-6 w-6" aria-hidden="true" focusable="false" />
    </span>
  );
}

import type { LucideIcon } from 'lucide-react';
import Gift from 'lucide-react/icons/gift';
import Handshake from 'lucide-react/icons/handshake';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Video from 'lucide-react/icons/video';

// only the icons the landing page's offers name: the shared Icon map would add every icon to the first load
const icons: Record<string, LucideIcon> = { Gift, Handshake, Video };

/** an offer's icon in a tinted square; an unknown name shows the shield */
export function OfferIcon({ name }: { name: string }) {
  const Cmp = icons[name] ?? ShieldCheck;
  return (
    <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
      <Cmp className="h-6 w-6" aria-hidden="true" focusable="false" />
    </span>
  );
}

import { type DeliveryState, deliveryStateLabels } from '../../../shared/leads/inbox';

const tone: Record<DeliveryState, string> = {
  sent: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/40',
  waiting: 'bg-sky-400/10 text-sky-200 ring-sky-400/40',
  failing: 'bg-amber-400/10 text-amber-200 ring-amber-400/40',
  'given-up': 'bg-red-400/10 text-red-200 ring-red-400/40',
};

/** a notification's state as a small coloured label (the word carries the meaning, the colour only helps) */
export function DeliveryBadge({ state }: { state: DeliveryState | null }) {
  if (!state) return <span className="text-slate-400">—</span>;
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[state]}`}>
      {deliveryStateLabels[state]}
    </span>
  );
}

import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router';
import type { Integration } from '../../content/integrations';

/** the integration's initial in a tinted tile: a neutral mark, not the vendor's trademark logo */
export function IntegrationMark({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-11 w-11 text-lg';
  return (
    <span
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-400/25 to-accent-500/25 font-bold text-white ring-1 ring-white/10`}
      aria-hidden="true"
    >
      {name.charAt(0)}
    </span>
  );
}

/** name, category, setup time, description and a link to /integrations/{slug} */
export function IntegrationCard({ integration }: { integration: Integration }) {
  const { name, category, setupTime, description, link } = integration;
  return (
    <li className="card relative flex flex-col p-6 transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60">
      <div className="flex items-center gap-3">
        <IntegrationMark name={name} />
        <div>
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className="text-sm text-slate-400">{category}</p>
        </div>
      </div>
      <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-200">
        <Clock className="h-4 w-4" aria-hidden="true" />
        <span>Setup time: {setupTime}</span>
      </p>
      <p className="mt-3 flex-1 text-sm text-slate-300">{description}</p>
      <Link to={link} className="mt-5 text-sm font-semibold after:absolute after:inset-0 after:rounded-2xl">
        Set up {name}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}

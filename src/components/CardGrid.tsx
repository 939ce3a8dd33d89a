import { IconBadge } from './Icon';

export interface IconCardItem {
  title: string;
  description: string;
  icon?: string;
}

/** a responsive grid of cards with an optional icon, title and text */
export function IconCardGrid({ items, columns = 4 }: { items: IconCardItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="card p-6">
          {item.icon && <IconBadge name={item.icon} />}
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-300">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

import { RevealSection } from '../../../components/RevealSection';
import type { ResultsTable } from '../../../content/products/blokkey';

/** a before/after table; it scrolls sideways inside its card on narrow screens */
export function ResultsTableSection({ table, id = 'results' }: { table: ResultsTable; id?: string }) {
  const [metric, before, after, change] = table.columns;
  return (
    <RevealSection id={id} title={table.title} alt>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className="card overflow-x-auto" role="region" aria-label={table.title} tabIndex={0}>
        <table className="w-full min-w-[40rem] text-left text-sm sm:text-base">
          <caption className="px-6 pt-5 pb-2 text-left text-sm text-slate-300">{table.caption}</caption>
          <thead>
            <tr className="border-b border-ink-700 text-slate-300">
              <th scope="col" className="px-6 py-4 font-semibold">
                {metric}
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                {before}
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                {after}
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                {change}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.metric} className="border-b border-ink-800 last:border-0">
                <th scope="row" className="px-6 py-4 font-medium text-white">
                  {row.metric}
                </th>
                <td className="px-6 py-4 text-slate-300">{row.before}</td>
                <td className="px-6 py-4 text-slate-100">{row.after}</td>
                <td className="px-6 py-4 font-semibold text-brand-200">{row.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </RevealSection>
  );
}

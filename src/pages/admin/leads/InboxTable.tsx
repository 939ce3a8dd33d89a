import { type InboxItem, inboxFormLabels } from '../../../shared/leads/inbox';
import { formatWhen } from '../format';
import { leadsCopy } from './copy';
import { DeliveryBadge } from './DeliveryBadge';

const copy = leadsCopy.list;

/** a cell's label, shown before its value where the table stacks into cards (small screens) */
const Label = ({ children }: { children: string }) => (
  <span className="mr-2 text-xs font-semibold uppercase tracking-wider text-slate-400 sm:hidden">{children}</span>
);

/**
 * One page of the inbox as a table (cards on small screens). The name (or the address of a sign-up)
 * opens the row's details; it is a button, so the keyboard reaches every row in order.
 */
export function InboxTable({ items, onOpen }: { items: InboxItem[]; onOpen: (item: InboxItem, opener: HTMLElement) => void }) {
  return (
    <table className="block w-full text-left text-sm sm:table">
      <caption className="sr-only">{copy.caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-ink-700 text-xs uppercase tracking-wider text-slate-400">
          <th scope="col" className="px-3 py-2 font-semibold">
            {copy.name}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {copy.company}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {copy.form}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {copy.received}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {copy.notification}
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
        {items.map((item) => {
          const who = item.name ?? item.email;
          return (
            <tr
              key={`${item.kind}:${item.id}`}
              className="card block p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-ink-800 sm:bg-transparent sm:p-0"
            >
              <td className="block min-w-0 sm:table-cell sm:px-3 sm:py-3">
                <button
                  type="button"
                  onClick={(e) => onOpen(item, e.currentTarget)}
                  aria-label={copy.open(who)}
                  className="text-left font-semibold text-white underline decoration-ink-600 underline-offset-4 hover:text-brand-200 hover:decoration-brand-300"
                >
                  <span className="break-words">{who}</span>
                </button>
                {item.name && <span className="block break-all text-slate-400">{item.email}</span>}
              </td>
              <td className="block break-words text-slate-200 sm:table-cell sm:px-3 sm:py-3">
                {item.company && (
                  <>
                    <Label>{copy.company}</Label>
                    {item.company}
                  </>
                )}
              </td>
              <td className="mt-1 block text-slate-200 sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                <Label>{copy.form}</Label>
                {inboxFormLabels[item.form]}
              </td>
              <td className="block whitespace-nowrap text-slate-300 sm:table-cell sm:px-3 sm:py-3">
                <Label>{copy.received}</Label>
                <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
              </td>
              <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                {item.kind === 'lead' && <Label>{copy.notification}</Label>}
                {item.kind === 'lead' ? <DeliveryBadge state={item.notification} /> : <span className="sr-only">—</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The events list's search and type filter (client-side only). */

export type EventTypeFilterValue = 'all' | 'webinar' | 'conference' | 'workshop';

export interface FilterableEvent {
  title: string;
  description: string;
  type: string;
}

export interface EventFilter {
  /** free text matched against title or description, case-insensitively */
  query: string;
  type: EventTypeFilterValue;
}

export const defaultEventFilter: EventFilter = { query: '', type: 'all' };

/** events whose title or description contains the query and whose type matches ('all' matches any) */
export function filterEvents<T extends FilterableEvent>(events: readonly T[], { query, type }: EventFilter): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  return events.filter(
    (e) =>
      (type === 'all' || e.type === type) &&
      (needle === '' || e.title.toLocaleLowerCase('en-US').includes(needle) || e.description.toLocaleLowerCase('en-US').includes(needle)),
  );
}

/** true when the filter narrows the list (the 'Reset Filters' button then has something to do) */
export function isFiltered({ query, type }: EventFilter): boolean {
  return query.trim() !== '' || type !== 'all';
}

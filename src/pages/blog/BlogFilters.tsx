import { Button } from '../../components/Button';
import { ALL_TAGS } from '../../shared/blog/filters';
import { blogCopy } from './copy';
import { SearchIcon } from './icons';

interface BlogFiltersProps {
  search: string;
  tag: string;
  tags: string[];
  active: boolean;
  onSearch: (text: string) => void;
  onTag: (tag: string) => void;
  onClear: () => void;
}

const tagButton = 'rounded-full px-4 py-1.5 text-sm font-medium transition-colors';

/** the search box, the tag buttons ('All' first) and 'Clear filters' when a filter is on */
export function BlogFilters({ search, tag, tags, active, onSearch, onTag, onClear }: BlogFiltersProps) {
  return (
    <div className="mb-10 flex flex-col gap-5">
      <div role="search" className="relative max-w-xl">
        <label htmlFor="blog-search" className="sr-only">
          {blogCopy.searchLabel}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id="blog-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={blogCopy.searchPlaceholder}
          autoComplete="off"
          className="w-full rounded-full border border-ink-600 bg-ink-900 py-3 pr-4 pl-12 text-white placeholder:text-slate-400 focus:border-brand-300 focus:outline-none"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={blogCopy.tagGroupLabel} className="flex flex-wrap gap-2">
          {tags.map((t) => {
            const pressed = t === tag || (t === ALL_TAGS && tag === '');
            return (
              <button
                key={t}
                type="button"
                aria-pressed={pressed}
                onClick={() => onTag(t)}
                className={`${tagButton} ${pressed ? 'bg-brand-400 text-ink-950' : 'border border-ink-600 text-slate-200 hover:border-brand-300 hover:text-white'}`}
              >
                {t}
              </button>
            );
          })}
        </div>
        {active && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {blogCopy.clearFilters}
          </Button>
        )}
      </div>
    </div>
  );
}

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/Button';
import {
  type Delivery,
  INBOX_PAGE_SIZE,
  type InboxDetail,
  type InboxItem,
  type InboxPage,
  type LeadDetail,
} from '../../../shared/leads/inbox';
import { ActionButton } from '../ActionButton';
import { TokenRefusedError } from '../adminClient';
import { leadsCopy } from './copy';
import { errorText } from './errorText';
import { type Filters, filterQuery, InboxFilters, noFilters } from './InboxFilters';
import { InboxTable } from './InboxTable';
import { type DetailState, LeadDetailDialog } from './LeadDetailDialog';
import { downloadCsv, fetchDetail, fetchInbox } from './leadsClient';

const copy = leadsCopy.list;

type ListState = { status: 'loading'; page?: InboxPage } | { status: 'error'; message: string } | { status: 'ready'; page: InboxPage };

/** where the shown page starts: a position from the server and how many rows lie before it */
interface Position {
  before?: string;
  after?: string;
  offset: number;
}

interface Props {
  token: string;
  onRefused: (message: string) => void;
  /** bumped when something else changed the store (an erase): the page is read again */
  version: number;
  /** what the detail dialog offers below a row's data */
  detailActions?: (detail: InboxDetail, close: () => void) => ReactNode;
  /** an action beside one of a lead's notifications */
  deliveryAction?: (lead: LeadDetail, delivery: Delivery, reload: () => void) => ReactNode;
}

/** the inbox: filters, one page of rows, paging, the CSV of the filtered set, and a row's details */
export function LeadsInbox({ token, onRefused, version, detailActions, deliveryAction }: Props) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [position, setPosition] = useState<Position>({ offset: 0 });
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [detail, setDetail] = useState<DetailState | null>(null);
  const [csv, setCsv] = useState<{ pending: boolean; error?: string }>({ pending: false });
  const opener = useRef<HTMLElement | null>(null);
  const openItem = useRef<InboxItem | null>(null);

  const failed = useCallback(
    (err: unknown, show: (message: string) => void) => {
      if (err instanceof TokenRefusedError) onRefused(err.message);
      else show(errorText(err));
    },
    [onRefused],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `reload` are signals to read the page again
  useEffect(() => {
    let live = true;
    setList((l) => ({ status: 'loading', page: l.status === 'ready' ? l.page : l.status === 'loading' ? l.page : undefined }));
    fetchInbox({ ...filterQuery(filters), before: position.before, after: position.after, limit: INBOX_PAGE_SIZE }, token).then(
      (page) => live && setList({ status: 'ready', page }),
      (err: unknown) => live && failed(err, (message) => setList({ status: 'error', message })),
    );
    return () => {
      live = false;
    };
  }, [filters, position, token, failed, version, reload]);

  const changeFilters = useCallback((f: Filters) => {
    setFilters(f);
    setPosition({ offset: 0 });
  }, []);

  const loadDetail = useCallback(
    (item: InboxItem) =>
      fetchDetail(item.kind, item.id, token).then(
        (d) => setDetail({ status: 'ready', detail: d }),
        (err: unknown) => failed(err, (message) => setDetail({ status: 'error', message })),
      ),
    [token, failed],
  );
  const open = (item: InboxItem, from: HTMLElement) => {
    opener.current = from;
    openItem.current = item;
    setDetail({ status: 'loading' });
    void loadDetail(item);
  };
  const close = useCallback(() => setDetail(null), []);

  const download = () => {
    setCsv({ pending: true });
    downloadCsv(filterQuery(filters), token).then(
      () => setCsv({ pending: false }),
      (err: unknown) => failed(err, (message) => setCsv({ pending: false, error: message })),
    );
  };

  const page = list.status === 'ready' ? list.page : list.status === 'loading' ? list.page : undefined;
  const filtered = Boolean(filters.q || filters.form || filters.since || filters.until);
  const range =
    page && page.items.length > 0 ? copy.range(position.offset + 1, position.offset + page.items.length, page.total) : copy.none;

  let body: ReactNode;
  if (list.status === 'error')
    body = (
      <div role="alert" className="card p-6">
        <p className="text-red-300">
          {copy.error}: {list.message}
        </p>
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={() => setReload((n) => n + 1)}>
          {copy.retry}
        </button>
      </div>
    );
  else if (!page)
    body = (
      <p role="status" className="text-slate-300">
        {copy.loading}
      </p>
    );
  else if (page.items.length === 0)
    body = <p className="card px-6 py-10 text-center text-lg text-slate-300">{filtered ? copy.noMatch : copy.empty}</p>;
  else body = <InboxTable items={page.items} onOpen={open} />;

  return (
    <section aria-labelledby="leads-inbox-heading" className="space-y-5">
      <h2 id="leads-inbox-heading" className="sr-only">
        {leadsCopy.hero.title}
      </h2>
      <InboxFilters value={filters} onChange={changeFilters} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-300">
          {list.status === 'loading' && page ? `${range} · ${copy.loading}` : range}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="hidden text-xs text-slate-400 md:inline">{copy.downloadHint}</span>
          <ActionButton variant="secondary" size="sm" pending={csv.pending} disabled={!page || page.total === 0} onClick={download}>
            {csv.pending ? copy.downloading : copy.download}
          </ActionButton>
        </div>
      </div>
      {csv.error && (
        <p role="alert" className="text-sm text-red-300">
          {csv.error}
        </p>
      )}
      <div
        aria-busy={list.status === 'loading'}
        className={list.status === 'loading' && page ? 'opacity-60 transition-opacity' : undefined}
      >
        {body}
      </div>
      {page && (page.newer || page.older) && (
        <nav aria-label="Pages" className="flex justify-between gap-3">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={!page.newer || list.status === 'loading'}
            onClick={() => page.newer && setPosition({ after: page.newer, offset: Math.max(0, position.offset - INBOX_PAGE_SIZE) })}
          >
            ← {copy.newer}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={!page.older || list.status === 'loading'}
            onClick={() => page.older && setPosition({ before: page.older, offset: position.offset + page.items.length })}
          >
            {copy.older} →
          </button>
        </nav>
      )}
      <LeadDetailDialog
        state={detail}
        onClose={close}
        returnFocusTo={() => opener.current}
        actions={detailActions ? (d) => detailActions(d, close) : undefined}
        deliveryAction={
          deliveryAction && detail?.status === 'ready' && detail.detail.kind === 'lead'
            ? (d) =>
                deliveryAction(detail.detail as LeadDetail, d, () => {
                  if (openItem.current) void loadDetail(openItem.current);
                  setReload((n) => n + 1);
                })
            : undefined
        }
      />
    </section>
  );
}

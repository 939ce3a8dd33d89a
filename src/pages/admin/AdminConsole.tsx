import { useCallback, useEffect, useState } from 'react';
import {
  ADMIN_ACTIONS,
  type AdminActionKind,
  type GenerationResult,
  PUBLISH_ACTION,
  REGENERATE_CHANGED_ACTION,
  ROLLBACK_ACTION,
  regeneratePath,
} from '../../shared/adminActions';
import type { BlogPostSummary } from '../../shared/blog/types';
import { ActionButton } from './ActionButton';
import { clearToken, fetchLive, fetchStatus, readToken, runAdminAction, saveToken, TokenRefusedError } from './adminClient';
import { adminCopy } from './copy';
import { Downloads } from './Downloads';
import { LiveCard, type LiveState } from './LiveCard';
import { NotionCard } from './NotionCard';
import { PostList } from './PostList';
import { PublishCard } from './PublishCard';
import { ResultPanel } from './ResultPanel';
import { TokenForm } from './TokenForm';

const SITE_ACTIONS = ['site', 'zip', 'complete', 'replit'] as const;

type RunKind = AdminActionKind | 'publish' | 'rollback' | 'regenerateChanged';

/** the actions that are not in the spec's list */
const EXTRA_ACTIONS = { publish: PUBLISH_ACTION, rollback: ROLLBACK_ACTION, regenerateChanged: REGENERATE_CHANGED_ACTION } as const;

interface LastRun {
  label: string;
  result: GenerationResult;
  download?: string;
}

/** the admin tools: asks for the token, then runs the actions and shows their results */
export function AdminConsole() {
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [pending, setPending] = useState<{ kind: RunKind; slug?: string } | null>(null);
  const [last, setLast] = useState<LastRun | null>(null);
  const [downloads, setDownloads] = useState<string[]>([]);
  // set only when the server has a deploy target (SITE_DEPLOY_TARGET): then the Publish card shows
  const [publishTarget, setPublishTarget] = useState<string | undefined>();
  // what is live, read again after every action; the post list is read again too
  const [live, setLive] = useState<LiveState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // the token is read after hydration: the server renders the page without one
  useEffect(() => setToken(readToken()), []);

  const refused = useCallback((message: string) => {
    clearToken();
    setToken(null);
    setNotice(message);
  }, []);

  const refreshDownloads = useCallback(
    (t: string) =>
      fetchStatus(t).then(
        (s) => {
          setDownloads(Object.keys(s.downloads).filter((n) => s.downloads[n]));
          setPublishTarget(s.publishTarget);
        },
        (err: unknown) => err instanceof TokenRefusedError && refused(err.message),
      ),
    [refused],
  );
  const refreshLive = useCallback(
    (t: string) =>
      fetchLive(t).then(
        (l) => {
          setLive({ status: 'ready', live: l });
          // the server read the posts again for it: the list follows
          setVersion((v) => v + 1);
        },
        (err: unknown) => {
          if (err instanceof TokenRefusedError) refused(err.message);
          else setLive({ status: 'error', message: err instanceof Error ? err.message : String(err) });
        },
      ),
    [refused],
  );
  useEffect(() => {
    if (token) {
      void refreshDownloads(token);
      void refreshLive(token);
    }
  }, [token, refreshDownloads, refreshLive]);

  if (!token) {
    return (
      <TokenForm
        notice={notice}
        onToken={(t) => {
          saveToken(t);
          setNotice(undefined);
          setToken(t);
        }}
      />
    );
  }

  const run = async (kind: RunKind, post?: BlogPostSummary) => {
    const action = kind in EXTRA_ACTIONS ? EXTRA_ACTIONS[kind as keyof typeof EXTRA_ACTIONS] : ADMIN_ACTIONS[kind as AdminActionKind];
    setPending({ kind, slug: post?.slug });
    try {
      const result = await runAdminAction(post ? regeneratePath(post.slug) : action.path, token, action.failure);
      const label = post ? `Regenerate: ${post.title}` : action.label;
      setLast({ label, result, download: result.success && 'download' in action ? action.download : undefined });
      if (result.success && 'download' in action) void refreshDownloads(token);
      // what changed: the history, the live deploy, the posts' marks and (once those are read) the list itself
      void refreshLive(token);
    } catch (err) {
      if (err instanceof TokenRefusedError) refused(err.message);
      else
        setLast({
          label: action.label,
          result: { success: false, message: action.failure, stats: { successCount: 0, errorCount: 0, outputDirectory: '', errors: [] } },
        });
    } finally {
      setPending(null);
    }
  };
  const busy = pending !== null;
  const isPending = (kind: RunKind) => pending?.kind === kind && !pending.slug;

  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="admin-blog-heading" className="card flex flex-col p-6">
          <h2 id="admin-blog-heading" className="text-xl font-bold">
            {adminCopy.blog.title}
          </h2>
          <p className="mt-2 flex-1 text-slate-300">{adminCopy.blog.text}</p>
          <div className="mt-5">
            <ActionButton pending={isPending('blog')} disabled={busy} onClick={() => run('blog')}>
              {ADMIN_ACTIONS.blog.label}
            </ActionButton>
          </div>
        </section>
        <section aria-labelledby="admin-complete-heading" className="card p-6">
          <h2 id="admin-complete-heading" className="text-xl font-bold">
            {adminCopy.complete.title}
          </h2>
          <p className="mt-2 text-slate-300">{adminCopy.complete.text}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            {SITE_ACTIONS.map((kind, i) => (
              <ActionButton
                key={kind}
                variant={i === 0 ? 'primary' : 'secondary'}
                pending={isPending(kind)}
                disabled={busy}
                onClick={() => run(kind)}
              >
                {ADMIN_ACTIONS[kind].label}
              </ActionButton>
            ))}
          </div>
          {downloads.length > 0 && (
            <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-400">{adminCopy.complete.downloads}</h3>
          )}
          <Downloads names={downloads} token={token} onRefused={refused} />
        </section>
      </div>

      {publishTarget && (
        <PublishCard
          target={publishTarget}
          previousDeployedAt={live.status === 'ready' ? live.live.live?.previousDeployedAt : undefined}
          pending={isPending('publish') ? 'publish' : isPending('rollback') ? 'rollback' : null}
          busy={busy}
          onPublish={() => run('publish')}
          onRollback={() => run('rollback')}
        />
      )}

      <div aria-live="polite">
        {last && (
          <ResultPanel result={last.result} label={last.label}>
            {last.download && <Downloads names={[last.download]} token={token} onRefused={refused} />}
          </ResultPanel>
        )}
      </div>

      <LiveCard state={live} />

      <NotionCard token={token} onRefused={refused} />

      <PostList
        pendingSlug={pending?.slug ?? null}
        busy={busy}
        onRegenerate={(post) => run('regenerate', post)}
        states={live.status === 'ready' ? live.live.posts : null}
        unpublished={live.status === 'ready' ? live.live.unpublished.length : 0}
        unshown={live.status === 'ready' ? live.live.unshown : null}
        pendingChanged={isPending('regenerateChanged')}
        onRegenerateChanged={() => run('regenerateChanged')}
        version={version}
      />

      <div className="flex justify-end">
        <button type="button" className="text-sm text-slate-300 underline hover:text-white" onClick={() => refused('')}>
          {adminCopy.token.signOut}
        </button>
      </div>
    </div>
  );
}

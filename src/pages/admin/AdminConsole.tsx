import { useCallback, useEffect, useState } from 'react';
import { ADMIN_ACTIONS, type AdminActionKind, type GenerationResult, PUBLISH_ACTION, regeneratePath } from '../../shared/adminActions';
import type { BlogPostSummary } from '../../shared/blog/types';
import { ActionButton } from './ActionButton';
import { clearToken, fetchStatus, readToken, runAdminAction, saveToken, TokenRefusedError } from './adminClient';
import { adminCopy } from './copy';
import { Downloads } from './Downloads';
import { PostList } from './PostList';
import { PublishCard } from './PublishCard';
import { ResultPanel } from './ResultPanel';
import { TokenForm } from './TokenForm';

const SITE_ACTIONS = ['site', 'zip', 'complete', 'replit'] as const;

type RunKind = AdminActionKind | 'publish';

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
  useEffect(() => {
    if (token) void refreshDownloads(token);
  }, [token, refreshDownloads]);

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
    const action = kind === 'publish' ? PUBLISH_ACTION : ADMIN_ACTIONS[kind];
    setPending({ kind, slug: post?.slug });
    try {
      const result = await runAdminAction(post ? regeneratePath(post.slug) : action.path, token, action.failure);
      const label = post ? `Regenerate: ${post.title}` : action.label;
      setLast({ label, result, download: result.success && 'download' in action ? action.download : undefined });
      if (result.success && 'download' in action) void refreshDownloads(token);
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

      {publishTarget && <PublishCard target={publishTarget} pending={isPending('publish')} busy={busy} onPublish={() => run('publish')} />}

      <div aria-live="polite">
        {last && (
          <ResultPanel result={last.result} label={last.label}>
            {last.download && <Downloads names={[last.download]} token={token} onRefused={refused} />}
          </ResultPanel>
        )}
      </div>

      <PostList pendingSlug={pending?.slug ?? null} busy={busy} onRegenerate={(post) => run('regenerate', post)} />

      <div className="flex justify-end">
        <button type="button" className="text-sm text-slate-300 underline hover:text-white" onClick={() => refused('')}>
          {adminCopy.token.signOut}
        </button>
      </div>
    </div>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveCard } from '../../../../src/pages/admin/LiveCard';
import type { AdminLive, HistoryEntry } from '../../../../src/shared/adminActions';

const deploy = (label: string, target: string, at: string): HistoryEntry => ({
  at,
  label,
  source: label.startsWith('site ') ? 'cli' : 'admin',
  ok: true,
  message: 'done',
  pages: { added: 0, changed: 1, removed: 0 },
  upload: { files: 3, deleted: 0, bytes: 2048, target },
  durationMs: 900,
});

const live = (history: HistoryEntry[]): AdminLive => ({
  history,
  live: { target: 's3://site-bucket/site', deployedAt: '2026-03-01T10:00:00.000Z' },
  posts: {},
  unpublished: [],
});

/** the text of each history entry, tags stripped */
const entries = (html: string) =>
  [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('LiveCard: which target each deploy in the history went to (issue 36, item 7)', () => {
  it("names each deploy's target, and marks one to a target other than this server's", () => {
    const html = renderToStaticMarkup(
      <LiveCard
        state={{
          status: 'ready',
          live: live([
            deploy('site deploy s3://site-bucket/big --rollback', 's3://site-bucket/big', '2026-03-02T10:00:00.000Z'),
            deploy('Publish', 's3://site-bucket/site/', '2026-03-01T10:00:00.000Z'),
          ]),
        }}
      />,
    );
    const [other, own] = entries(html);
    expect(other).toContain('To s3://site-bucket/big another target');
    // the same target written with a trailing slash is this server's
    expect(own).toContain('To s3://site-bucket/site/');
    expect(own).not.toContain('another target');
  });
});

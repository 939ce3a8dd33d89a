import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { restyle } from '../../bench/restyle.mjs';
import type { StorageConfig } from '../../cli/deploy/client';
import type { DeployOutcome } from '../../cli/deploy/deploySite';
import { exportSite } from '../../cli/export/exportSite';
import { defaultBlogDir } from '../../core/blog/index';
import { bucketLinkChecker } from './bucketLinks';
import { copyOfExport, exportOptions } from './exportCopies';
import { type Mutation, startS3Proxy } from './s3Proxy';
import { storageConfigFor, type TestS3 } from './s3Server';

/**
 * Two exports for the deploy tests. A: the shipped posts (a copy of the run's export). B: two new posts
 * (the one whose slug sorts first links to the other, so name order would put the linker up first), a
 * removed post, and a restyled stylesheet under a new name (every page changes, the old file goes).
 */
export const ORIGIN = 'https://bloksecure.com';
export const NEW_LINKER = 'aa-new-primer';
export const NEW_TARGET = 'zz-new-deep-dive';
export const REMOVED = 'passkeys-vs-security-keys';

export interface TwoExports {
  siteA: string;
  siteB: string;
  /** the stylesheet A has and B lacks, and the one B has instead (export paths) */
  oldCss: string;
  newCss: string;
}

const post = (slug: string, title: string, date: string, body: string) =>
  [
    '---',
    `title: "${title}"`,
    `slug: "${slug}"`,
    `metaDescription: "${title} for the deploy tests."`,
    `description: "${title}, a post the deploy tests add."`,
    'seoKeywords: ["deploy"]',
    'tags: ["Passwordless"]',
    'author: "BlokSecure Team"',
    `publishDate: "${date}"`,
    'featuredImage: ""',
    'published: true',
    '---',
    '',
    body,
    '',
  ].join('\n');

/** exports A and B under root (B is exported incrementally over a copy of A, as a publisher's next export is) */
export async function twoExports(root: string): Promise<TwoExports> {
  const siteA = await copyOfExport(root);
  const blogB = path.join(root, 'blog-b');
  await cp(defaultBlogDir, blogB, { recursive: true });
  await rm(path.join(blogB, `${REMOVED}.md`));
  await writeFile(
    path.join(blogB, `${NEW_LINKER}.md`),
    post(NEW_LINKER, 'A new primer', '2031-02-01', `Start here, then read [the deep dive](/blog/${NEW_TARGET}).`),
  );
  await writeFile(path.join(blogB, `${NEW_TARGET}.md`), post(NEW_TARGET, 'A new deep dive', '2031-01-01', 'The details.'));
  const siteB = path.join(root, 'site-b');
  await cp(siteA, siteB, { recursive: true });
  await exportSite(exportOptions(siteB, { BLOG_DIR: blogB }));
  const { from, to } = await restyle(siteB);
  return { siteA, siteB, oldCss: from, newCss: to };
}

/** a change of the archive of replaced versions (a copy into it, its pruning), not of the site */
export const isArchiveChange = (m: Mutation) => m.keys.every((k) => k.startsWith('.site-deploy/'));

/**
 * runs a deploy or rollback through a proxy that checks the bucket's links after every change of the
 * site (s3Proxy.ts, bucketLinks.ts); answers its outcome, every violation, the changes in order, and
 * what is broken at the end
 */
export async function checkedRun(
  s3: TestS3,
  direct: S3Client,
  bucket: string,
  run: (config: StorageConfig) => Promise<DeployOutcome>,
): Promise<{ outcome: DeployOutcome; violations: string[]; mutations: Mutation[]; finalBroken: string[] }> {
  const brokenLinks = bucketLinkChecker(direct, bucket, ORIGIN);
  const violations: string[] = [];
  const proxy = await startS3Proxy(s3.endpoint, async (m) => {
    if (isArchiveChange(m)) return;
    for (const b of await brokenLinks()) violations.push(`after ${m.method} ${m.keys.slice(0, 3).join(' ')}: ${b}`);
  });
  try {
    const outcome = await run(storageConfigFor(proxy.endpoint).config);
    return { outcome, violations, mutations: proxy.mutations, finalBroken: await brokenLinks() };
  } finally {
    await proxy.close();
  }
}

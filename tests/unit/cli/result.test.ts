import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DeployError } from '../../../cli/deploy/errors';
import { ExportBusyError, LockDatabaseUnavailableError } from '../../../cli/export/lock';
import {
  brokenLinksResult,
  DEFAULT_FAILURE,
  failureResult,
  failureStatus,
  GenerationError,
  NoExportError,
  successResult,
} from '../../../cli/export/results';
import { UnknownPostError, UnsafeSlugError } from '../../../cli/export/slug';
import { ADMIN_ACTIONS } from '../../../src/shared/adminActions';

/** spec section 3: success, message, stats (totalPosts or totalPages, successCount, errorCount, outputDirectory, errors) */
const generationResult = z
  .object({
    success: z.boolean(),
    message: z.string().min(1),
    stats: z
      .object({
        totalPages: z.number().int().min(0).optional(),
        totalPosts: z.number().int().min(0).optional(),
        successCount: z.number().int().min(0),
        errorCount: z.number().int().min(0),
        outputDirectory: z.string(),
        errors: z.array(z.string()),
      })
      .strict(),
  })
  .strict();

describe('generation results', () => {
  it('a success counts pages or posts, never both', () => {
    const pages = successResult('Generated 3 pages', { total: 3, unit: 'pages', outputDirectory: '/x/site' });
    expect(generationResult.parse(pages)).toEqual({
      success: true,
      message: 'Generated 3 pages',
      stats: { totalPages: 3, successCount: 3, errorCount: 0, outputDirectory: '/x/site', errors: [] },
    });
    const posts = successResult('Generated', { total: 8, unit: 'posts', outputDirectory: '/x/site', errors: ['a.md: no title'] });
    expect(generationResult.parse(posts).stats).toEqual({
      totalPosts: 8,
      successCount: 8,
      errorCount: 1,
      outputDirectory: '/x/site',
      errors: ['a.md: no title'],
    });
  });

  it('a failure keeps the result a GenerationError carries', () => {
    const own = brokenLinksResult('Failed to generate static site', ['/a: broken link "/x" (no page or file at /x)'], 10, '/x/site');
    expect(failureResult(new GenerationError(own), '/elsewhere')).toBe(own);
  });

  it('any other failure becomes its one-line message in the result shape', () => {
    const r = failureResult(new Error('another export of /x/site is already running'), '/x/site');
    expect(generationResult.parse(r)).toEqual({
      success: false,
      message: 'another export of /x/site is already running',
      stats: { successCount: 0, errorCount: 1, outputDirectory: '/x/site', errors: ['another export of /x/site is already running'] },
    });
    expect(failureResult('plain text', '/x').message).toBe('plain text');
  });

  it('names the broken links, the page of each, and how to skip the check', () => {
    const broken = [
      '/about: broken link "/demo" (no page or file at /demo)',
      '/about: broken link "#x" (no element with id "x" on /about)',
      '/: broken link "/demo" (no page or file at /demo)',
    ];
    const r = generationResult.parse(brokenLinksResult('Failed to generate static site', broken, 50, '/x/site'));
    expect(r.success).toBe(false);
    expect(r.message).toBe(
      'Failed to generate static site: 3 broken links in 2 pages, first /about: broken link "/demo" (no page or file at /demo); fix them, or skip the check with --no-check',
    );
    expect(r.stats).toMatchObject({ totalPages: 50, successCount: 48, errorCount: 3, errors: broken });
  });

  it('maps failures to HTTP statuses', () => {
    expect(failureStatus(new UnsafeSlugError('x'))).toBe(400);
    expect(failureStatus(new UnknownPostError('x'))).toBe(404);
    expect(failureStatus(new ExportBusyError('x'))).toBe(409);
    expect(failureStatus(new NoExportError('x'))).toBe(409);
    // the storage a deploy uploads to refused (wrong key, no bucket) or could not be reached
    expect(failureStatus(new DeployError('x'))).toBe(502);
    expect(failureStatus(new LockDatabaseUnavailableError('x'))).toBe(503);
    expect(failureStatus(new Error('x'))).toBe(500);
  });

  it('has the spec default message of every admin action (section 8)', () => {
    expect(DEFAULT_FAILURE).toEqual({
      blog: 'Failed to generate static pages',
      site: 'Failed to generate static site',
      zip: 'Failed to create zip file',
      complete: 'Failed to create complete static site export',
      replit: 'Failed to create Replit export',
      regenerate: 'Failed to regenerate post',
    });
    expect(Object.values(ADMIN_ACTIONS).map((a) => a.path)).toEqual([
      '/api/admin/generate-static-blog',
      '/api/admin/generate-static-site',
      '/api/admin/create-static-zip',
      '/api/admin/create-complete-static-site',
      '/api/admin/create-replit-export',
      '/api/admin/regenerate-blog',
    ]);
  });
});

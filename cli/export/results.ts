import { ADMIN_ACTIONS, type AdminActionKind } from '../../src/shared/adminActions';
import { DeployError, DeployRefusedError } from '../deploy/errors';
import { ExportBusyError, LockDatabaseUnavailableError } from './lock';
import type { GenerationResult } from './report';
import { UnknownPostError, UnsafeSlugError } from './slug';

/** thrown when there is no export to work on (blog-only runs need one) */
export class NoExportError extends Error {
  override name = 'NoExportError';
}

/**
 * an operation that failed with a result worth showing (the pages that failed, the broken links);
 * `sources`: the source file of each page named in its errors, by URL path, where there is one (the CLI's
 * CI annotations point at it: cli/ciAnnotations.ts)
 */
export class GenerationError extends Error {
  override name = 'GenerationError';
  constructor(
    readonly result: GenerationResult,
    readonly sources: Record<string, string> = {},
  ) {
    super(result.message);
  }
}

/** the spec's default message of each admin action, used when there is no other */
export const DEFAULT_FAILURE = Object.fromEntries(Object.entries(ADMIN_ACTIONS).map(([k, a]) => [k, a.failure])) as {
  [K in AdminActionKind]: (typeof ADMIN_ACTIONS)[K]['failure'];
};

/** a successful result; counts default to 'all succeeded' */
export function successResult(
  message: string,
  stats: { total: number; unit: 'pages' | 'posts'; outputDirectory: string; successCount?: number; errors?: string[] },
): GenerationResult {
  const errors = stats.errors ?? [];
  return {
    success: true,
    message,
    stats: {
      ...(stats.unit === 'posts' ? { totalPosts: stats.total } : { totalPages: stats.total }),
      successCount: stats.successCount ?? stats.total,
      errorCount: errors.length,
      outputDirectory: stats.outputDirectory,
      errors,
    },
  };
}

/**
 * the result shape of any failure: a GenerationError keeps its own result; any other error becomes
 * one line (the error's message, which says what happened and what to do)
 */
export function failureResult(err: unknown, outputDirectory: string): GenerationResult {
  if (err instanceof GenerationError) return err.result;
  const message = err instanceof Error ? err.message : String(err);
  return { success: false, message, stats: { successCount: 0, errorCount: 1, outputDirectory, errors: [message] } };
}

/**
 * the HTTP status of a failure: refused (busy, no export yet, a deploy refused before it changed anything) 409, bad slug 400,
 * unknown post 404, the storage a deploy uploads to refused or unreachable 502, the shared lock's database unreachable 503, else 500
 */
export function failureStatus(err: unknown): 400 | 404 | 409 | 500 | 502 | 503 {
  if (err instanceof UnsafeSlugError) return 400;
  if (err instanceof UnknownPostError) return 404;
  if (err instanceof ExportBusyError || err instanceof NoExportError || err instanceof DeployRefusedError) return 409;
  if (err instanceof DeployError) return 502;
  if (err instanceof LockDatabaseUnavailableError) return 503;
  return 500;
}

/** the failure of an export whose pages link to something that does not exist */
export function brokenLinksResult(action: string, broken: string[], totalPages: number, outputDirectory: string): GenerationResult {
  const pagesWithBroken = new Set(broken.map((b) => b.slice(0, b.indexOf(': broken link'))));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    success: false,
    message: `${action}: ${plural(broken.length, 'broken link')} in ${plural(pagesWithBroken.size, 'page')}, first ${broken[0]}; fix them, or skip the check with --no-check`,
    stats: { totalPages, successCount: totalPages - pagesWithBroken.size, errorCount: broken.length, outputDirectory, errors: broken },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../core/config';
import { projectRoot } from '../../docRecipes';

/**
 * Issue 36, item 12: what docs/deploy.md tells an operator in prose agrees with the product: the numbers
 * of the lead limit are the configuration's defaults, and the CloudFront recipe keeps its error page
 * off the API's 404s.
 */
const doc = readFileSync(path.join(projectRoot, 'docs/deploy.md'), 'utf8');
const section = (heading: string) => {
  const start = doc.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = doc.slice(start + heading.length).search(/\n#{2,3} /);
  return doc.slice(start, next === -1 ? undefined : start + heading.length + next);
};

describe('docs/deploy.md, for an operator', () => {
  it("cautions about the per-address lead limit with the configuration's own numbers, and what trips it", () => {
    const d = loadConfig({});
    const note = section('## 3. The API instances');
    const limits =
      /\*\*The form limits count per visitor address\*\*: (\d+) leads \(`RATE_LIMIT_LEADS`\) and (\d+) sign-ups\s+\(`RATE_LIMIT_NEWSLETTER`\) per (\d+) minutes \(`RATE_LIMIT_WINDOW_SECONDS`\)/.exec(
        note,
      );
    expect(limits?.slice(1).map(Number)).toEqual([d.RATE_LIMIT_LEADS, d.RATE_LIMIT_NEWSLETTER, d.RATE_LIMIT_WINDOW_SECONDS / 60]);
    expect(note).toMatch(/not all in `set_real_ip_from`/);
    expect(note).toMatch(/load-test a staging instance with `RATE_LIMIT_LEADS=0`/);
  });

  it("scopes CloudFront's error page to the bucket: 403 only, with no s3:ListBucket for CloudFront", () => {
    const cf = section('### CloudFront');
    expect(cf).toContain('a custom error response for **403 only**');
    expect(cf).not.toMatch(/403 and 404/);
    expect(cf).toContain('never `s3:ListBucket`');
  });

  it('says exactly what readiness means, and what to tune', () => {
    const ready = section('### Readiness and liveness');
    expect(ready).toMatch(/a query the database answered within\s+the last second counts as the answer/);
    expect(ready).toContain('raise `DATABASE_POOL_SIZE`');
  });
});

import { describe, expect, it } from 'vitest';
import { checkListedKeys, keyProblem, UntrustedBucketDataError } from '../../../../cli/deploy/bucketTrust';
import { parseDeployTarget } from '../../../../cli/deploy/target';

const site = parseDeployTarget('s3://site-bucket/site');
const root = parseDeployTarget('s3://site-bucket');

describe('keys read back from the bucket (cli/deploy/bucketTrust.ts)', () => {
  it.each([
    ['site/index.html', null],
    ['site/.site-deploy/objects/0123456789abcdef0123456789abcdef', null],
    ['site/blog/a b/index.html', null],
    ['other/index.html', `is not under the target's prefix "site/"`],
    ['site', `is not under the target's prefix "site/"`],
    ['site/', 'is the prefix itself'],
    ['site/x/../../victim-root.txt', "has a '..' segment"],
    ['site/./index.html', "has a '.' segment"],
    ['site//index.html', 'has an empty segment'],
    ['site/blog/', 'has an empty segment'],
    ['site/..\\..\\x', 'has a control character or a backslash'],
    ['site/a\nb', 'has a control character or a backslash'],
    [`site/${'a'.repeat(1020)}`, "is longer than S3's 1024 bytes"],
  ])('%j under s3://site-bucket/site: %s', (key, problem) => {
    expect(keyProblem(site, key)).toBe(problem);
  });

  it('at the bucket root, refuses a key that starts with a slash (an empty first segment)', () => {
    expect(keyProblem(root, '/etc/passwd')).toBe('has an empty segment');
    expect(keyProblem(root, 'index.html')).toBeNull();
  });

  it('refuses a whole listing for one bad key, naming it quoted on one line', () => {
    expect(() => checkListedKeys(site, ['site/index.html', 'site/a/../../x\u001b[31m'])).toThrow(UntrustedBucketDataError);
    expect(() => checkListedKeys(site, ['site/index.html', 'site/a/../../x\u001b[31m'])).toThrow(
      /^refusing to deploy to s3:\/\/site-bucket\/site: the bucket lists an object whose key has a control character or a backslash \("site\/a\/\.\.\/\.\.\/x\\u001b\[31m"\), which a store may resolve outside the target; nothing was changed\./,
    );
    expect(() => checkListedKeys(site, ['site/index.html', 'site/.site-deploy.json'])).not.toThrow();
  });
});

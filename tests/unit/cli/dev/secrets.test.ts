import { describe, expect, it } from 'vitest';
import { secretHider, shownEnvLine } from '../../../../cli/dev/secrets';

describe('shownEnvLine', () => {
  it("shows a secret variable's .env line with its value's length in place of its value", () => {
    expect(shownEnvLine('ADMIN_TOKEN=abc')).toBe('ADMIN_TOKEN= (a secret of 3 characters, not shown)');
    expect(shownEnvLine('  export SMTP_URL = "smtp://u:p@mail.example"')).toBe(
      '  export SMTP_URL = (a secret of 23 characters, not shown)',
    );
    expect(shownEnvLine("AWS_SECRET_ACCESS_KEY='x y'  # the key")).toBe('AWS_SECRET_ACCESS_KEY= (a secret of 3 characters, not shown)');
  });

  it('shows any other line as it is', () => {
    expect(shownEnvLine('SITE_URL=not a url')).toBe('SITE_URL=not a url');
    expect(shownEnvLine('# ADMIN_TOKEN=commented-out-secret')).toBe('# ADMIN_TOKEN=commented-out-secret');
  });
});

describe('secretHider', () => {
  const hide = secretHider(() => [
    { ADMIN_TOKEN: 'admin-secret-0123456789', SITE_URL: 'https://bloksecure.com', NOTION_TOKEN: 'ab' },
    { DATABASE_URL: 'postgres://site:p%40ss-w0rd@db.internal/site', AWS_SECRET_ACCESS_KEY: 'a"quoted\\key' },
  ]);

  it('hides the value of every secret variable, in each form text may carry it', () => {
    expect(hide('token admin-secret-0123456789 refused')).toBe('token [hidden: ADMIN_TOKEN] refused');
    expect(hide('connect postgres://site:p%40ss-w0rd@db.internal/site')).toBe('connect [hidden: DATABASE_URL]');
    expect(hide('password "p@ss-w0rd" refused')).toBe('password "[hidden: DATABASE_URL]" refused');
    expect(hide(JSON.stringify({ key: 'a"quoted\\key' }))).toBe('{"key":"[hidden: AWS_SECRET_ACCESS_KEY]"}');
    expect(hide(`?t=${encodeURIComponent('admin-secret-0123456789')}`)).toBe('?t=[hidden: ADMIN_TOKEN]');
  });

  it('leaves values that are no secret, and secrets too short to look for', () => {
    expect(hide('SITE_URL https://bloksecure.com; ab')).toBe('SITE_URL https://bloksecure.com; ab');
  });
});

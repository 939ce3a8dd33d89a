import { describe, expect, it } from 'vitest';
import { isAdminPagePath } from '../../../api/adminPage';

describe('isAdminPagePath', () => {
  it('answers the admin pages with or without a trailing slash or a query, and nothing else', () => {
    for (const url of ['/admin', '/admin/', '/admin?x=1', '/admin/leads', '/admin/leads/', '/admin/leads?q=acme'])
      expect(isAdminPagePath(url), url).toBe(true);
    for (const url of ['/', '/admin/leads/x', '/admin//', '/adminx', '/admin/constructor', '/admin/__proto__', '/leads'])
      expect(isAdminPagePath(url), url).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../core/config';

describe('loadConfig', () => {
  it('has working defaults: 127.0.0.1:3000, ./data, no analytics', () => {
    const c = loadConfig({});
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.GA_MEASUREMENT_ID).toBeUndefined();
  });
  it('treats empty strings as unset', () => {
    expect(loadConfig({ GA_MEASUREMENT_ID: '', DATABASE_URL: '' }).GA_MEASUREMENT_ID).toBeUndefined();
  });
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'UA-1' })).toThrow(/GA_MEASUREMENT_ID/);
  });
});

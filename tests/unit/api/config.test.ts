import os from 'node:os';
import path from 'node:path';
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
  it('refuses a build cache outside the project, whose server bundle could not import React', () => {
    expect(() => loadConfig({ SITE_CACHE_DIR: path.join(os.tmpdir(), 'site-cache') })).toThrow(
      /^Invalid configuration: SITE_CACHE_DIR must be a folder inside the project \(.+\): the exporter's server bundle imports React from its node_modules/,
    );
    expect(() => loadConfig({ SITE_CACHE_DIR: '..' })).toThrow(/SITE_CACHE_DIR must be a folder inside the project/);
    expect(loadConfig({ SITE_CACHE_DIR: 'dist/.ci-cache' }).SITE_CACHE_DIR).toBe('dist/.ci-cache');
    expect(loadConfig({ SITE_CACHE_DIR: '' }).SITE_CACHE_DIR).toBeUndefined();
  });
});

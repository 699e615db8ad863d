import { describe, expect, it } from 'vitest';
import { siteConfig } from './site-config';
import { siteOrigin } from './site-origin';

describe('the origin of links in emails and pages', () => {
  it('is SITE_ORIGIN as an origin, or production’s when it is missing or not an http(s) URL', () => {
    expect(siteOrigin({ SITE_ORIGIN: 'http://localhost:8787' })).toBe('http://localhost:8787');
    expect(siteOrigin({ SITE_ORIGIN: ' http://127.0.0.1:43123/ ' })).toBe('http://127.0.0.1:43123');
    for (const value of [undefined, '', 'localhost:8787', 'javascript:alert(1)', 'not a url'])
      expect(siteOrigin({ SITE_ORIGIN: value }), String(value)).toBe(siteConfig.origin);
  });
});

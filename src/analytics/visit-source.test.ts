/** Where a visit came from: read from the request, written into a form's hidden field, read back as strictly. */
import { describe, expect, it } from 'vitest';
import { decodeVisitSource, encodeVisitSource, formVisitSource, noVisitSource } from './visit-source';

const page = (path: string) => new URL(`https://www.pawsperity.co.uk${path}`);

describe('a visit source', () => {
  it("is the page's own campaign and the other site that linked to it", () => {
    expect(
      formVisitSource(page('/faq?utm_source=Newsletter&utm_medium=email&utm_campaign=May'), 'https://m.facebook.com/'),
    ).toEqual({ referrerHost: 'm.facebook.com', utmSource: 'Newsletter', utmMedium: 'email', utmCampaign: 'May' });
  });

  it('is the campaign of the page of ours one click before, and nothing from further back', () => {
    const from = 'https://www.pawsperity.co.uk/blog/x?utm_source=newsletter&utm_campaign=may';
    expect(formVisitSource(page('/#contact'), from)).toEqual({
      referrerHost: '',
      utmSource: 'newsletter',
      utmMedium: '',
      utmCampaign: 'may',
    });
    expect(formVisitSource(page('/'), 'https://www.pawsperity.co.uk/faq')).toEqual(noVisitSource);
    expect(formVisitSource(page('/'), null)).toEqual(noVisitSource);
  });

  it('goes into the hidden field and back unchanged', () => {
    const source = { referrerHost: 'google.co.uk', utmSource: 'a b', utmMedium: 'cpc', utmCampaign: 'spring & summer' };
    expect(decodeVisitSource(encodeVisitSource(source))).toEqual(source);
    expect(encodeVisitSource(noVisitSource)).toBe('');
  });

  it('keeps nothing a forged field could use: only host names, printable one-line values of at most 100 characters', () => {
    expect(decodeVisitSource('ref=javascript:alert(1)').referrerHost).toBe('');
    expect(decodeVisitSource('ref=evil.example/path').referrerHost).toBe('');
    expect(decodeVisitSource('ref=localhost').referrerHost).toBe('');
    expect(decodeVisitSource(`utm_campaign=${'x'.repeat(300)}`).utmCampaign).toHaveLength(100);
    expect(decodeVisitSource('utm_source=a%0Ab%E2%80%8Bc%1B').utmSource).toBe('abc');
    expect(decodeVisitSource(`utm_source=${'y'.repeat(1200)}`)).toEqual(noVisitSource);
    expect(decodeVisitSource(42)).toEqual(noVisitSource);
    expect(decodeVisitSource(undefined)).toEqual(noVisitSource);
  });
});

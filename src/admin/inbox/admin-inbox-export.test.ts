/**
 * The inbox's CSV export: the filtered list as UTF-8 with a BOM, formula-like
 * cells neutralised, for a signed-in session only.
 */
import { describe, expect, it } from 'vitest';
import { send, tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { MINUTE } from '../../../test/support/admin-inbox-pages';
import { booking, contact, clearInbox } from '../../../test/support/inbox-items';
import { decodeHtml } from '../../../test/support/page-html';

const owner = ownerForEachTest(clearInbox);

describe('CSV export', () => {
  it('exports the filtered list as UTF-8 with a BOM, one header row, and formula-like cells neutralised', async () => {
    const now = Date.now();
    await contact('c-1', now - 1 * MINUTE, {
      first: '=HYPERLINK("http://evil.example","x")',
      last: '+Smith',
      email: 'plain@example.co.uk',
      message: '@SUM(A1)',
    });
    await contact('c-2', now - 2 * MINUTE, { first: '-2+3', last: '\tTab', message: '\rCarriage, "quoted"' });
    await contact('c-3', now - 3 * MINUTE, { first: 'Closed', last: 'One', status: 'closed' });
    await booking('b-1', now, { first: 'Not', last: 'Included' });

    const response = await owner.get('/admin/export.csv?kind=contact&status=new');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Status","First name","Last name","Email","Business type","Message","Visit came from","Campaign","Id"',
    );
    expect(text).not.toContain('Not');
    expect(text).not.toContain('Closed');
    expect(lines[1]).toMatch(
      /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","New","'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)","'\+Smith","plain@example\.co\.uk","","'@SUM\(A1\)","Direct or not known","None","c-1"$/,
    );
    expect(text).toContain(`"'-2+3","'\tTab"`);
    expect(text).toContain(`"'\rCarriage, ""quoted"""`);
  });

  it('exports every kind with the inbox columns when no kind is chosen, honouring the search', async () => {
    const now = Date.now();
    await booking('b-1', now - MINUTE, { first: 'Priya', last: 'Shah' });
    await contact('c-1', now - 2 * MINUTE, { first: 'Priya', last: 'Jones' });
    await contact('c-2', now - 3 * MINUTE, { first: 'Someone', last: 'Else' });
    const html = await (await owner.get('/admin?q=priya')).text();
    const exportLink = tagsNamed(html, 'a').find((link) => link.href?.startsWith('/admin/export.csv'));
    expect(exportLink?.href).toBe('/admin/export.csv?q=priya');
    const text = (await (await owner.get(decodeHtml(exportLink?.href ?? ''))).text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"Kind","Received","Name","Email","Status","Summary","Id"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Consultation booking"');
    expect(lines[1]).toContain('"Priya Shah"');
    expect(lines[1]).toContain('"Business Plan (£1,995)"');
    expect(lines[2]).toContain('"Contact message"');
  });

  it('needs a session', async () => {
    expect((await send('/admin/export.csv')).status).toBe(303);
  });
});

/**
 * Uploading to the media library at /admin/content/media: real JPEG, PNG and WebP pictures become WebP variants of
 * their real widths in R2 and one row in D1 (audited, the content version bumped); anything else, too large, or
 * without alt text is refused beside its field with nothing stored; the same picture twice is one picture.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send, tagsNamed } from '../../../../test/support/admin';
import {
  contentVersion,
  emptyMediaLibrary,
  mediaKeys,
  mediaRows,
  postUpload,
  sha256Of,
} from '../../../../test/support/admin-media';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { expectSentToSignIn } from '../../../../test/support/admin-page-checks';
import { auditOf } from '../../../../test/support/inbox-items';
import { converted, decodedInfo, pngPicture, withExifOrientation } from '../../../../test/support/media-pictures';
import { textOf } from '../../../../test/support/page-html';
import { sniffPicture } from '../../../content/media/sniff';

const owner = ownerForEachTest(emptyMediaLibrary);

/** The message beside a field of the re-rendered form. */
function fieldError(html: string, id: string): string {
  return textOf(new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '');
}

function altTyped(html: string): string | undefined {
  return tagsNamed(html, 'input').find((input) => input.id === 'media-alt')?.value;
}

async function expectNothingStored(): Promise<void> {
  expect(await mediaRows()).toEqual([]);
  expect(await mediaKeys()).toEqual([]);
  expect(await contentVersion()).toBe(0);
  expect(await auditOf('media.upload')).toEqual([]);
}

describe('uploading a picture', () => {
  it('stores real JPEG, PNG and WebP uploads as WebP variants of the real widths, audited, the content version bumped', async () => {
    const png = await pngPicture(1200, 800);
    const pictures = [
      { name: 'garden.png', type: 'image/png', bytes: png, widths: [480, 720, 960, 1200] },
      { name: 'kennel.jpg', type: 'image/jpeg', bytes: await converted(await pngPicture(700, 350), 'image/jpeg') },
      { name: 'lead.webp', type: 'image/webp', bytes: await converted(await pngPicture(300, 200), 'image/webp') },
    ];
    const expectedWidths = [[480, 720, 960, 1200], [480, 700], [300]];
    for (const [index, picture] of pictures.entries()) {
      const response = await postUpload(owner, { file: picture, alt: `Picture ${index}` });
      expect(response.status, picture.name).toBe(303);
      expect(response.headers.get('location')).toBe('/admin/content/media?notice=uploaded');
      expect(await contentVersion()).toBe(index + 1);
    }
    const rows = await mediaRows();
    expect(
      rows.map((row) => [row.file_name, row.content_type, row.width, row.height, JSON.parse(row.variant_widths)]),
    ).toEqual([
      ['garden.png', 'image/png', 1200, 800, expectedWidths[0]],
      ['kennel.jpg', 'image/jpeg', 700, 350, expectedWidths[1]],
      ['lead.webp', 'image/webp', 300, 200, expectedWidths[2]],
    ]);
    for (const [index, row] of rows.entries()) {
      const picture = pictures[index] as (typeof pictures)[number];
      expect(row.sha256).toBe(await sha256Of(picture.bytes));
      expect(row.bytes).toBe(picture.bytes.byteLength);
      expect(row.alt).toBe(`Picture ${index}`);
      expect(row.uploaded_by).toBe(owner.userId);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Math.abs(row.created_at - Date.now())).toBeLessThan(60_000);
      for (const width of expectedWidths[index] as number[]) {
        const object = await env.MEDIA.get(`media/${row.sha256}/${width}.webp`);
        expect(object?.httpMetadata?.contentType).toBe('image/webp');
        const variant = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
        const height = Math.round((width * row.height) / row.width);
        // Its own header, and an independent decoder, say it is a WebP of the width asked.
        expect(sniffPicture(variant)).toEqual({ type: 'image/webp', width, height });
        expect(await decodedInfo(variant)).toMatchObject({ format: 'image/webp', width, height });
      }
    }
    expect(await mediaKeys()).toHaveLength(7);
    expect(await auditOf('media.upload')).toEqual(
      rows.map((row) => ({
        actor_user_id: owner.userId,
        item_kind: 'media-image',
        item_id: row.id,
        from_status: null,
        to_status: null,
        detail: `${row.file_name} (${row.sha256})`,
      })),
    );
  });

  it('stores a phone photo upright: the EXIF orientation turns its size, and the variants are of the turned width', async () => {
    const sideways = await withExifOrientation(await converted(await pngPicture(1000, 600), 'image/jpeg'), 6);
    const response = await postUpload(owner, {
      file: { bytes: sideways, name: 'IMG_0001.JPG', type: 'image/jpeg' },
      alt: 'A cat',
    });
    expect(response.status).toBe(303);
    const [row] = await mediaRows();
    expect([row?.width, row?.height, JSON.parse(row?.variant_widths ?? '[]')]).toEqual([600, 1000, [480, 600]]);
    const variant = await env.MEDIA.get(`media/${row?.sha256}/600.webp`);
    expect(sniffPicture(new Uint8Array((await variant?.arrayBuffer()) ?? new ArrayBuffer(0)))).toEqual({
      type: 'image/webp',
      width: 600,
      height: 1000,
    });
  });

  it('keeps one picture when the same bytes are uploaded twice, answering with the first', async () => {
    const jpeg = await converted(await pngPicture(500, 500), 'image/jpeg');
    const first = await postUpload(owner, { file: { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }, alt: 'First' });
    expect(first.headers.get('location')).toBe('/admin/content/media?notice=uploaded');
    const again = await postUpload(owner, {
      file: { bytes: jpeg, name: 'copy.jpg', type: 'image/jpeg' },
      alt: 'Second',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/admin/content/media?notice=already-uploaded');
    const rows = await mediaRows();
    expect(rows.map((row) => [row.file_name, row.alt])).toEqual([['a.jpg', 'First']]);
    expect(await contentVersion()).toBe(1);
    expect(await auditOf('media.upload')).toHaveLength(1);
    const library = await (await owner.get('/admin/content/media?notice=already-uploaded')).text();
    expect(textOf(library)).toContain('already in the library');
  });
});

describe('refusing an upload', () => {
  it('refuses an HTML file called photo.jpg sent as image/jpeg, beside the field, keeping the alt text, storing nothing', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const response = await postUpload(owner, {
      file: { bytes: html, name: 'photo.jpg', type: 'image/jpeg' },
      alt: 'My dog “Rex” at <the> park',
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(fieldError(page, 'media-file')).toBe('That file is not a JPEG, PNG or WebP picture.');
    expect(tagsNamed(page, 'input').find((input) => input.id === 'media-file')?.['aria-invalid']).toBe('true');
    expect(altTyped(page)).toBe('My dog “Rex” at <the> park');
    await expectNothingStored();
  });

  it('refuses a picture over 8 MB: beside the field up to the body limit, on a page of its own above it', async () => {
    const png = await pngPicture(64, 64);
    // A real PNG header with more bytes after it: 8 MB and one byte, then 9 MB.
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(png);
      return { bytes, name: 'big.png', type: 'image/png' };
    };
    const justOver = await postUpload(owner, { file: padded(8 * 1024 * 1024 + 1), alt: 'Big' });
    expect(justOver.status).toBe(413);
    const page = await justOver.text();
    expect(fieldError(page, 'media-file')).toBe('Pictures can be at most 8 MB.');
    expect(altTyped(page)).toBe('Big');

    const nine = await postUpload(owner, { file: padded(9 * 1024 * 1024), alt: 'Bigger' });
    expect(nine.status).toBe(413);
    const refusal = textOf(await nine.text());
    expect(refusal).toContain('Picture too large');
    expect(refusal).toContain('Pictures can be at most 8 MB. Nothing was uploaded.');
    await expectNothingStored();
  });

  it('refuses an upload without alt text, or with more than one line or 250 characters, keeping what was typed', async () => {
    const png = await pngPicture(40, 30);
    const cases: [string | undefined, string][] = [
      [undefined, 'Alt text is required'],
      ['   ', 'Alt text is required'],
      ['x'.repeat(251), 'Alt text must be at most 250 characters'],
      ['Line one\nline two', 'Alt text must be on one line'],
    ];
    for (const [alt, message] of cases) {
      const response = await postUpload(owner, { file: { bytes: png, name: 'a.png', type: 'image/png' }, alt });
      expect(response.status, String(alt)).toBe(422);
      const page = await response.text();
      expect(fieldError(page, 'media-alt')).toBe(message);
      expect(fieldError(page, 'media-file')).toBe('');
      expect(altTyped(page)).toBe(alt ?? '');
    }
    const okay = await postUpload(owner, {
      file: { bytes: png, name: 'a.png', type: 'image/png' },
      alt: 'x'.repeat(250),
    });
    expect(okay.status).toBe(303);
    expect((await mediaRows())[0]?.alt).toHaveLength(250);
  });

  it('asks for a picture when none was chosen, and says what is wrong with both fields at once', async () => {
    const response = await postUpload(owner, { alt: '' });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(fieldError(page, 'media-file')).toBe('Choose a picture to upload.');
    expect(fieldError(page, 'media-alt')).toBe('Alt text is required');
    expect(textOf(page)).toContain('Nothing was saved');
    await expectNothingStored();
  });

  it('refuses a multipart upload without the session’s CSRF token, or from another site, before reading the picture', async () => {
    const file = { bytes: await pngPicture(40, 30), name: 'a.png', type: 'image/png' };
    expect((await postUpload(owner, { file, alt: 'A', csrf: 'forged' })).status).toBe(403);
    expect((await postUpload({ cookie: owner.cookie, csrf: '' }, { file, alt: 'A', csrf: '' })).status).toBe(403);
    await expectNothingStored();
  });

  it('sends a visitor without a session to sign in, for the library and every change', async () => {
    await expectSentToSignIn('/admin/content/media');
    const file = { bytes: await pngPicture(40, 30), name: 'a.png', type: 'image/png' };
    const upload = await postUpload({ cookie: '', csrf: 'x' }, { file, alt: 'A' });
    expect(upload.status).toBe(303);
    expect(upload.headers.get('location')).toBe('/admin/sign-in');
    for (const action of ['delete', 'alt']) {
      const response = await send(`/admin/content/media/${crypto.randomUUID()}/${action}`, { form: { alt: 'A' } });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/admin/sign-in');
    }
    await expectNothingStored();
  });

  it('keeps every other back office form to 64 KB', async () => {
    const response = await owner.post('/admin/availability/blocks', {
      csrf: owner.csrf,
      startsOn: '2030-01-01',
      reason: 'x'.repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    expect(textOf(await response.text())).toContain('more than 64 KB');
    const altPost = await owner.post(`/admin/content/media/${crypto.randomUUID()}/alt`, {
      csrf: owner.csrf,
      alt: 'x'.repeat(70 * 1024),
    });
    expect(altPost.status).toBe(413);
  });
});

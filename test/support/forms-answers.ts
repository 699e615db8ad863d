/**
 * What the site's forms answer, for the contact, recruitment, download and shop
 * notification tests (src/site/{contact,recruitment,downloads,shop}/*.test.ts).
 */
import { expect } from 'vitest';

/** A JSON post the form's API accepted (201, { ok: true }) and stored as exactly one row: that row. */
export async function storedOnce<Row>(response: Response, stored: () => Promise<Row[]>): Promise<Row> {
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ ok: true });
  const rows = await stored();
  expect(rows).toHaveLength(1);
  return rows[0] as Row;
}

/** A plain post refused as invalid: the page again (400), the notice above the form; its HTML. */
export async function pageAgainAsInvalid(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('data-form-notice="invalid"');
  return html;
}

/** A post answered as if it were stored (201, { ok: true }), as a bot that fills the honeypot is, with nothing stored. */
export async function acceptedButNotStored(response: Response, stored: () => Promise<unknown[]>): Promise<void> {
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ ok: true });
  expect(await stored()).toHaveLength(0);
}

/**
 * The download of a data request about Jo, as the coverage tests read it:
 * the file as sent (to show what it must never contain) and its tables.
 */
import type { Browser } from './admin';
import { PERSON } from './data-request-fixtures';

export interface DataRequestDownload {
  /** The JSON file exactly as downloaded. */
  text: string;
  /** Its rows per table. */
  tables: Record<string, Record<string, unknown>[]>;
}

/** The owner downloads everything about Jo. */
export async function downloadJosRecords(owner: Browser): Promise<DataRequestDownload> {
  const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email: PERSON });
  const text = await download.text();
  const { tables } = JSON.parse(text) as Pick<DataRequestDownload, 'tables'>;
  return { text, tables };
}

import { calendarFormat } from './calendar-download';
import { calendarFile, type DownloadFile } from './calendar-files';
import type { DownloadableResource } from '../../submissions/resource-download/resources';
import { resourceDownload } from '../../submissions/resource-download/kind';
import { type AnswerPage, formEndpoint } from '../../forms/form-endpoint';

/** The file a plain post receives for each resource: every downloadable resource must have one. */
const plainDownloads: Record<DownloadableResource, (fields: URLSearchParams, now: Date) => DownloadFile> = {
  'Marketing Calendar': (fields, now) => calendarFile(calendarFormat(fields.get('format')), now),
};

/** The file itself as an attachment, built by the same code the dialog uses in the browser. */
function attachment(file: DownloadFile): Response {
  return new Response(file.content, {
    headers: {
      'content-type': file.mimeType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      // Dated from today and answering a post: never stored by a cache.
      'cache-control': 'no-store',
    },
  });
}

/**
 * POST /api/resource-downloads: records who downloaded which free resource
 * (spec 01 §7). The dialog sends JSON and builds the files in the browser;
 * the plain form used without JavaScript gets the chosen file in the answer,
 * or the home page again with the message and the address kept.
 */
export const resourceDownloadsApi = (answerPage: AnswerPage) =>
  formEndpoint(resourceDownload, {
    saved: (_c, input, fields) => attachment(plainDownloads[input.resourceName](fields, new Date())),
    again: (c, form, _fields, status) => answerPage(c, form, status),
  });

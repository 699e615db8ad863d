/** The small amount of HTML the notification emails need, with every value escaped. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: the five characters that could start markup or end an attribute are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Escaped text whose line breaks show as line breaks. */
export function htmlLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>');
}

/** A whole email document: inline styles only, as mail clients drop stylesheets. */
export function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f2;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A link styled as a button. */
export function htmlButton(href: string, text: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1d5c4d;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(text)}</a></p>`;
}

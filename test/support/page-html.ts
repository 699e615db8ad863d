/** Small readers for server-rendered HTML in workerd tests (no DOM there): pages, links, JSON-LD and text. */
import { expect } from 'vitest';
import { request } from './request';

/** Undoes the escaping React applies to text and attribute values. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function textOf(fragment: string): string {
  return decodeHtml(fragment.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a visitor reads on a whole page: the head and scripts left out, React's <!-- --> text separators dropped. */
export function pageText(html: string): string {
  return textOf(
    html
      .replace(/<head>[\s\S]*<\/head>/, '')
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->/g, ''),
  );
}

/** GETs a page through the whole Worker: its response, HTML and visible text. */
export async function fetchPage(path: string): Promise<{ response: Response; html: string; text: string }> {
  const response = await request(path);
  const html = await response.text();
  return { response, html, text: pageText(html) };
}

/** A page that must exist: 200, HTML, and its markup. */
export async function pageHtml(path: string): Promise<string> {
  const { response, html } = await fetchPage(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return html;
}

export interface Link {
  href: string;
  text: string;
  attributes: string;
}

/** Every <a> with its decoded href and visible text. */
export function linksIn(html: string): Link[] {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].map(([, attributes = '', inner = '']) => ({
    href: decodeHtml(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    text: textOf(inner),
    attributes,
  }));
}

/** The links whose visible text is exactly `text`. */
export const linksNamed = (html: string, text: string): Link[] => linksIn(html).filter((link) => link.text === text);

/** Every JSON-LD block in the page head, parsed. */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}

export interface MailLink {
  to: string;
  subject: string;
  body: string;
}

/** A mailto: address split into its recipient and decoded subject and body. */
export function parseMailto(href: string): MailLink {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(href);
  if (!match) throw new Error(`not a mailto link with a query: ${href}`);
  const params = new Map(
    (match[2] ?? '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return {
    to: decodeURIComponent(match[1] ?? ''),
    subject: params.get('subject') ?? '',
    body: params.get('body') ?? '',
  };
}

/** The HTML from `start` (a unique marker) up to the first of `ends` found after it. */
export function sliceBetween(html: string, start: string, ends: string[]): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`marker not found: ${start}`);
  const candidates = ends.map((end) => html.indexOf(end, from + start.length)).filter((index) => index >= 0);
  return html.slice(from, candidates.length ? Math.min(...candidates) : undefined);
}

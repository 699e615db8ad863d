/**
 * Every table of /admin/insights, defined once: its heading, its columns and its rows as text. The page shows each
 * beside its chart, and the same definition writes its CSV, so the two never disagree.
 */
import { describeCampaign } from '../../analytics/visit-source';
import { formatPence, poundsAndPence } from '../../lib/pounds';
import { NO_CAMPAIGN, NO_REFERRER } from '../../submissions/types';
import type { SourceLeads } from './leads-by-source';
import type { Period } from './period';
import type { Traffic } from './traffic-query';

export interface Insights {
  period: Period;
  traffic: Traffic;
  leads: SourceLeads[];
  /** Article titles by path, for the top articles. */
  articleTitles: ReadonlyMap<string, string>;
}

/** A cell: words, a count, or money in pence (the page formats them for reading, the CSV for a spreadsheet). */
export type Cell = string | number | { pence: number };

/** A cell as the page shows it: "1,234", "£1,234.50". */
export const cellText = (cell: Cell): string =>
  typeof cell === 'string' ? cell : typeof cell === 'number' ? cell.toLocaleString('en-GB') : formatPence(cell.pence);

/** A cell as a spreadsheet reads it: "1234", "1234.50". */
export const cellCsv = (cell: Cell): string =>
  typeof cell === 'string' ? cell : typeof cell === 'number' ? String(cell) : poundsAndPence(cell.pence);

interface Column {
  heading: string;
  /** Figures are right-aligned on the page. */
  figure?: boolean;
}

export interface InsightTable {
  /** In the CSV's address and file name: /admin/insights/{id}.csv. */
  id: string;
  heading: string;
  /** What the table shows, in a sentence. */
  about: string;
  columns: readonly Column[];
  rows(insights: Insights): Cell[][];
  /** Said instead of an empty table. */
  empty: string;
}

/** "12%", or "–" where there was nothing to pass (no one reached the step before). */
export const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');
/** A referring site's host, or what a visit with none is called. */
export const sourceName = (host: string) => host || NO_REFERRER;

export const insightTables = [
  {
    id: 'days',
    heading: 'Visits and page views by day',
    about: 'A visit is a page view that arrived from another site, a campaign link or an address typed in.',
    columns: [{ heading: 'Day' }, { heading: 'Visits', figure: true }, { heading: 'Page views', figure: true }],
    rows: ({ traffic }) => traffic.days.map((day) => [day.day, day.visits, day.views]),
    empty: 'No page has been viewed in these days.',
  },
  {
    id: 'pages',
    heading: 'Top pages',
    about: 'The most viewed pages, and how many visits began on each.',
    columns: [
      { heading: 'Page' },
      { heading: 'Page views', figure: true },
      { heading: 'Visits began here', figure: true },
    ],
    rows: ({ traffic }) => traffic.pages.map((page) => [page.path, page.views, page.visits]),
    empty: 'No page has been viewed in these days.',
  },
  {
    id: 'articles',
    heading: 'Top articles',
    about: 'The blog articles read most, and how many visits began on each (a search or a shared link).',
    columns: [
      { heading: 'Article' },
      { heading: 'Address' },
      { heading: 'Page views', figure: true },
      { heading: 'Visits began here', figure: true },
    ],
    rows: ({ traffic, articleTitles }) =>
      traffic.articles.map((page) => [
        articleTitles.get(page.path) ?? 'An article no longer published',
        page.path,
        page.views,
        page.visits,
      ]),
    empty: 'No article has been read in these days.',
  },
  {
    id: 'sources',
    heading: 'Where visits came from',
    about: 'The site that linked to the page a visit began on.',
    columns: [{ heading: 'Came from' }, { heading: 'Visits', figure: true }, { heading: 'Page views', figure: true }],
    rows: ({ traffic }) =>
      traffic.sources.map((source) => [sourceName(source.referrerHost), source.visits, source.views]),
    empty: 'No visit in these days.',
  },
  {
    id: 'campaigns',
    heading: 'Campaigns',
    about:
      'Visits from links carrying campaign tags (utm_source, utm_medium, utm_campaign), such as a newsletter or an advert.',
    columns: [
      { heading: 'Source' },
      { heading: 'Medium' },
      { heading: 'Campaign' },
      { heading: 'Visits', figure: true },
      { heading: 'Page views', figure: true },
    ],
    rows: ({ traffic }) =>
      traffic.campaigns.map((campaign) => [
        campaign.utmSource,
        campaign.utmMedium,
        campaign.utmCampaign,
        campaign.visits,
        campaign.views,
      ]),
    empty: 'No visit came from a tagged campaign link in these days.',
  },
  {
    id: 'funnel',
    heading: 'From visit to paid',
    about:
      'Each step counted where it happens, with and without JavaScript, and the share of the step before that reached it.',
    columns: [
      { heading: 'Step' },
      { heading: 'What counts' },
      { heading: 'Count', figure: true },
      { heading: 'Share', figure: true },
      { heading: 'Of' },
    ],
    rows: ({ traffic }) =>
      traffic.funnel.map((step) => [
        step.label,
        step.detail,
        step.count,
        step.before ? share(step.count, step.before.count) : '',
        step.before?.label ?? '',
      ]),
    empty: 'Nothing has been counted in these days.',
  },
  {
    id: 'leads',
    heading: 'Leads and revenue by source',
    about:
      'Every enquiry, booking and sign-up received, and the money paid less refunds, by where its visit came from.',
    columns: [
      { heading: 'Came from' },
      { heading: 'Campaign' },
      { heading: 'Leads', figure: true },
      { heading: 'Revenue', figure: true },
    ],
    rows: ({ leads }) =>
      leads.map((row) => [
        sourceName(row.referrerHost),
        describeCampaign(row) || NO_CAMPAIGN,
        row.leads,
        { pence: row.revenuePence },
      ]),
    empty: 'No lead or payment came in these days.',
  },
] as const satisfies readonly InsightTable[];

export type InsightTableId = (typeof insightTables)[number]['id'];

export function insightTableOf(id: string): InsightTable | undefined {
  return insightTables.find((table) => table.id === id);
}

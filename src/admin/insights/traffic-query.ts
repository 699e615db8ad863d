/**
 * The period's traffic from the daily rollups (src/analytics): visits and views by day, the top pages, where visits
 * came from, the campaigns, and the funnel's steps. One D1 round trip.
 */
import { type FunnelStep, funnelSteps, stepBefore } from '../../analytics/funnel';
import { articlePath } from '../../site/blog/post-list';
import { daysOf, type Period } from './period';

export interface DayFigures {
  day: string;
  visits: number;
  views: number;
}

export interface PageFigures {
  path: string;
  views: number;
  visits: number;
}

export interface SourceFigures {
  /** The referring site's host; '' for visits with none (typed in, a bookmark, an app). */
  referrerHost: string;
  visits: number;
  views: number;
}

export interface CampaignFigures {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  visits: number;
  views: number;
}

export interface FunnelFigures {
  step: FunnelStep | 'visits';
  label: string;
  detail: string;
  count: number;
  /** The step before, whose people this step's share is of (visits when it follows none). */
  before: { label: string; count: number } | null;
}

export interface Traffic {
  days: DayFigures[];
  pages: PageFigures[];
  articles: PageFigures[];
  sources: SourceFigures[];
  campaigns: CampaignFigures[];
  /** Visits first, then each step in the funnel's order. */
  funnel: FunnelFigures[];
}

/** The longest lists the page shows; the CSV of a table holds the same rows. */
const TOP = 20;
/** Where articles live: /blog/{id} (and nothing deeper, which is a category or a page of the list). */
const ARTICLE_PATH = articlePath('');
const VISITS = 'Visits';

export async function trafficOf(d1: D1Database, period: Period): Promise<Traffic> {
  const inPeriod = 'day >= ?1 and day <= ?2';
  const bound = (query: string) => d1.prepare(query).bind(period.from, period.to);
  const [days, pages, articles, sources, campaigns, steps] = await d1.batch([
    bound(`select day, sum(visits) as visits, sum(views) as views from page_view_days where ${inPeriod} group by day`),
    bound(
      `select path, sum(views) as views, sum(visits) as visits from page_view_days where ${inPeriod}
       group by path order by views desc, path limit ${TOP}`,
    ),
    d1
      .prepare(
        `select path, sum(views) as views, sum(visits) as visits from page_view_days where ${inPeriod}
         and instr(path, ?3) = 1 and instr(substr(path, length(?3) + 1), '/') = 0 and length(path) > length(?3)
         group by path order by views desc, path limit ${TOP}`,
      )
      .bind(period.from, period.to, ARTICLE_PATH),
    bound(
      `select referrer_host as referrerHost, sum(visits) as visits, sum(views) as views from page_view_days
       where ${inPeriod} group by referrer_host order by visits desc, views desc, referrer_host limit ${TOP}`,
    ),
    bound(
      `select utm_source as utmSource, utm_medium as utmMedium, utm_campaign as utmCampaign,
         sum(visits) as visits, sum(views) as views from page_view_days
       where ${inPeriod} and (utm_source <> '' or utm_medium <> '' or utm_campaign <> '')
       group by utm_source, utm_medium, utm_campaign order by visits desc, views desc limit ${TOP}`,
    ),
    bound(`select step, sum(count) as count from funnel_step_days where ${inPeriod} group by step`),
  ]);
  const rows = <Row>(result: D1Result | undefined) => (result?.results ?? []) as Row[];
  const byDay = new Map(rows<DayFigures>(days).map((row) => [row.day, row]));
  const stepCounts = new Map(rows<{ step: string; count: number }>(steps).map((row) => [row.step, row.count]));
  const totalVisits = [...byDay.values()].reduce((sum, row) => sum + row.visits, 0);
  return {
    days: daysOf(period).map((day) => ({
      day,
      visits: byDay.get(day)?.visits ?? 0,
      views: byDay.get(day)?.views ?? 0,
    })),
    pages: rows<PageFigures>(pages),
    articles: rows<PageFigures>(articles),
    sources: rows<SourceFigures>(sources),
    campaigns: rows<CampaignFigures>(campaigns),
    funnel: [
      {
        step: 'visits',
        label: VISITS,
        detail: 'Arrived from another site, a campaign link or typed in',
        count: totalVisits,
        before: null,
      },
      ...funnelSteps.map((entry) => {
        const previous = stepBefore(entry);
        const before = funnelSteps.find((candidate) => candidate.step === previous);
        return {
          step: entry.step,
          label: entry.label,
          detail: entry.detail,
          count: stepCounts.get(entry.step) ?? 0,
          before: before
            ? { label: before.label, count: stepCounts.get(before.step) ?? 0 }
            : { label: VISITS, count: totalVisits },
        };
      }),
    ],
  };
}

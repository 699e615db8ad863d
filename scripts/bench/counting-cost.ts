/**
 * The cost of counting page views (src/analytics), in one bench run: the same page routes loaded against two
 * production servers started alike but for PAGE_VIEW_COUNTING=off on one, as a phone's browser asks for them (a
 * bot's request is not counted, so it would cost nothing). Both servers are loaded at the same time, in rounds: on
 * a shared machine whose speed changes from one second to the next (other processes, other agents' tests), loads
 * run one after the other differ by far more than the 5% measured, while two loads run side by side meet the same
 * machine, so what separates them is the work each server does per request.
 */
import { BROWSER_PAGE_HEADERS, startLoadTest } from './load';

/** The goal: page throughput with counting at least 95% of the figure without. */
export const COUNTING_RATIO_GOAL = 0.95;
/**
 * Rounds per route, each both servers at once for LOAD_SECONDS (`--counting-rounds=N` sets another). With both
 * servers alike (both without counting) one round's ratio has ranged from 0.92 to 1.16 on a busy 2-CPU machine, so
 * a ratio near the goal wants more rounds than the default.
 */
export const COUNTING_ROUNDS = 3;

export interface CountingCostRow {
  route: string;
  /** Mean requests/s over the rounds. */
  withCounting: number;
  withoutCounting: number;
  /** All the requests answered with counting over all those without. */
  ratio: number;
  pass: boolean;
  /** Each round's ratio, to see the spread. */
  roundRatios: number[];
  failures: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const ratioOf = (counted: number, uncounted: number) => (uncounted > 0 ? Number((counted / uncounted).toFixed(3)) : 0);

export async function measureCountingCost(
  withCountingUrl: string,
  withoutCountingUrl: string,
  routes: readonly string[],
  roundsPerRoute = COUNTING_ROUNDS,
  onRoute: (row: CountingCostRow) => void = () => undefined,
): Promise<CountingCostRow[]> {
  const rows: CountingCostRow[] = [];
  for (const route of routes) {
    // Each server renders (and caches) the page once before it is timed.
    for (const baseUrl of [withCountingUrl, withoutCountingUrl])
      await (await fetch(`${baseUrl}${route}`, { headers: BROWSER_PAGE_HEADERS })).arrayBuffer();
    const rounds = [];
    for (let round = 0; round < roundsPerRoute; round++) {
      const [counted, uncounted] = await Promise.all([
        startLoadTest(`${withCountingUrl}${route}`, BROWSER_PAGE_HEADERS),
        startLoadTest(`${withoutCountingUrl}${route}`, BROWSER_PAGE_HEADERS),
      ]);
      rounds.push({ counted, uncounted });
    }
    const counted = sum(rounds.map((round) => round.counted.requestsPerSecond));
    const uncounted = sum(rounds.map((round) => round.uncounted.requestsPerSecond));
    const ratio = ratioOf(counted, uncounted);
    const row: CountingCostRow = {
      route,
      withCounting: Math.round(counted / rounds.length),
      withoutCounting: Math.round(uncounted / rounds.length),
      ratio,
      pass: ratio >= COUNTING_RATIO_GOAL,
      roundRatios: rounds.map((round) => ratioOf(round.counted.requestsPerSecond, round.uncounted.requestsPerSecond)),
      failures: sum(rounds.map((round) => round.counted.failures + round.uncounted.failures)),
    };
    onRoute(row);
    rows.push(row);
  }
  return rows;
}

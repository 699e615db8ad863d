/**
 * The site content seed, as `bun run db:seed` runs it after each deploy: it loads today's posts where they are
 * absent, and a second run changes nothing the owner did: an edited text, a renamed address, an archived post.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { seedSiteContent } from '../../../test/seed-training';
import { academyPricesDocument, seededAcademyPrices } from '../kinds/academy-prices';
import { packageDocument } from '../kinds/package';
import { programmeDocument } from '../kinds/programme';
import { smallerPackagePriceProblem } from '../kinds/smaller-package';

const post = (slug: string) =>
  env.DB.prepare("SELECT id, slug, status, version, document FROM content_items WHERE kind = 'post' AND seed_key = ?")
    .bind(slug)
    .first<{ id: string; slug: string; status: string; version: number; document: string }>();

describe('the site content seed', () => {
  it('loaded every article once, published with its first revision', async () => {
    const rows = await env.DB.prepare(
      "SELECT count(*) AS posts, sum(status = 'published') AS published FROM content_items WHERE kind = 'post'",
    ).first<{ posts: number; published: number }>();
    expect(rows).toEqual({ posts: 12, published: 12 });
    const revisions = await env.DB.prepare(
      "SELECT count(*) AS n FROM content_revisions r JOIN content_items i ON i.id = r.item_id WHERE i.kind = 'post' AND r.version = 1",
    ).first<{ n: number }>();
    expect(revisions?.n).toBe(12);
  });

  it('loads no team member, testimonial or case study: people, their words and their figures are never invented', async () => {
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM content_items WHERE kind IN ('team-member', 'testimonial', 'case-study')",
    ).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('loaded the ten programmes and eleven packages, and no programme offers a package that breaks the rule', async () => {
    const { results } = await env.DB.prepare(
      "SELECT kind, slug, status, document FROM content_items WHERE kind IN ('programme', 'package') ORDER BY position",
    ).all<{ kind: string; slug: string; status: string; document: string }>();
    const of = (kind: string) => results.filter((row) => row.kind === kind);
    expect(of('programme')).toHaveLength(10);
    expect(of('package')).toHaveLength(11);
    expect(results.every((row) => row.status === 'published')).toBe(true);
    const packages = new Map(of('package').map((row) => [row.slug, packageDocument.parse(JSON.parse(row.document))]));
    const offered = of('programme').flatMap((row) => {
      // The schema holds the coverage half of the rule: some of the What's Included lines, never all.
      const programme = programmeDocument.parse(JSON.parse(row.document));
      if (!programme.smallerPackage) return [];
      const smaller = packages.get(programme.smallerPackage);
      expect(smaller, programme.title).toBeDefined();
      expect(smaller && smallerPackagePriceProblem(programme, smaller)).toBeUndefined();
      return [`${programme.title}: ${smaller?.name}`];
    });
    expect(offered).toEqual([
      'Business Consultancy: Business Plan',
      'Facility Design & Planning: Facility Layout',
      'Staff Training & Development: Team Training Days',
      'Compliance & Licensing: Licence Inspection Preparation',
      'Performance Optimisation: Performance Review',
      'Policy Development: Policy Pack',
      'Customer Experience Design: Client Journey Review',
      'Website Design: Starter Website',
    ]);
  });

  it('loaded the Academy subscription prices once, published, as one item that passes its schema', async () => {
    const { results } = await env.DB.prepare(
      "SELECT status, document FROM content_items WHERE kind = 'academy-prices'",
    ).all<{ status: string; document: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]?.status).toBe('published');
    expect(academyPricesDocument.parse(JSON.parse(results[0]?.document ?? '{}'))).toEqual(seededAcademyPrices);
  });

  it('adds nothing and changes nothing when run again', async () => {
    const before = await env.DB.prepare('SELECT id, slug, version, document FROM content_items ORDER BY id').all();
    const changes = await seedSiteContent(env.DB);
    // Only the content version moves (so no cached page outlives a seed); no item or revision is written.
    expect(changes.slice(0, -1).every((changed) => changed === 0)).toBe(true);
    const after = await env.DB.prepare('SELECT id, slug, version, document FROM content_items ORDER BY id').all();
    expect(after.results).toEqual(before.results);
  });

  it("never writes over the owner's edit, brings back a renamed address or revives an archived post", async () => {
    const edited = await post('grow-revenue-without-more-dogs');
    const renamed = await post('staff-training-excellence');
    const archived = await post('outdoor-play-areas-noise-management');
    if (!edited || !renamed || !archived) throw new Error('seeded posts missing');
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE content_items SET document = json_set(document, '$.title', 'Owner''s title'), version = 2 WHERE id = ?",
      ).bind(edited.id),
      env.DB.prepare("UPDATE content_items SET slug = 'training-your-team', version = 2 WHERE id = ?").bind(renamed.id),
      env.DB.prepare("UPDATE content_items SET status = 'archived', version = 2 WHERE id = ?").bind(archived.id),
    ]);
    await seedSiteContent(env.DB);
    expect(JSON.parse((await post('grow-revenue-without-more-dogs'))?.document ?? '{}').title).toBe("Owner's title");
    expect((await post('staff-training-excellence'))?.slug).toBe('training-your-team');
    expect((await post('outdoor-play-areas-noise-management'))?.status).toBe('archived');
    const count = await env.DB.prepare("SELECT count(*) AS n FROM content_items WHERE kind = 'post'").first<{
      n: number;
    }>();
    expect(count?.n).toBe(12);
  });
});

/**
 * Today's site content, loaded into D1 when it is absent: the statements `bun run db:seed` writes to its .sql file
 * (scripts/seed-d1.ts) and the workerd tests run after the migrations. Each item is inserted only when no item of its
 * kind has its seed key (its first slug) or its slug, so a second run changes nothing and an owner's edit, a renamed
 * address or an archived item is never written over or brought back. Items are never deleted, only archived.
 */
import { NOW_MS, sqlInteger, sqlText } from '../../db/sql-literal';
import { londonInstant } from '../../lib/london-time';
import { blogPosts } from '../blog-posts';
import { academyPricesItems } from './academy-prices-seed';
import { detailsItems } from './details-seed';
import { recentBlogPosts } from '../blog-posts-recent';
import { FAQ_KIND, type FaqDocument } from '../kinds/faq';
import { PACKAGE_KIND, type PackageDocument } from '../kinds/package';
import { POST_KIND, type PostDocument } from '../kinds/post';
import { PROGRAMME_KIND, type ProgrammeDocument } from '../kinds/programme';
import { seedPackages, seedSmallerPackages } from '../packages';
import { serviceCards } from '../services';
import { slugFromTitle } from '../kinds/slug';
import { faqCategories } from '../categories';
import { fullFaq, homeFaq } from '../faq';
import { retreatEventItems, retreatFormatItems } from './retreats-seed';
import type { BlogPost } from '../types';

export interface SeedItem {
  kind: string;
  slug: string;
  position: number;
  /** When it went live, epoch ms. */
  publishAt: number;
  document: unknown;
}

/** A post as the owner would have typed it; `keepReadTime`: the spec gives the read times of its posts. */
function postDocumentOf(post: BlogPost, keepReadTime: boolean): PostDocument {
  return {
    title: post.title,
    excerpt: post.excerpt,
    body: post.content,
    category: post.category,
    author: post.author,
    date: post.date,
    featured: post.featured,
    coverImage: post.image,
    coverAlt: post.imageAlt,
    readTime: keepReadTime ? post.readTime : '',
    seoTitle: '',
    seoDescription: '',
  };
}

function postItems(): SeedItem[] {
  const posts = [
    ...recentBlogPosts.map((post) => ({ post, keepReadTime: false })),
    ...blogPosts.map((post) => ({ post, keepReadTime: true })),
  ];
  return posts.map(({ post, keepReadTime }, position) => ({
    kind: POST_KIND,
    slug: post.id,
    position,
    publishAt: londonInstant(post.date, '09:00').getTime(),
    document: postDocumentOf(post, keepReadTime),
  }));
}

/** The home page's six questions, then the FAQ page's, category by category, in that order. */
function faqItems(): SeedItem[] {
  const onHome = homeFaq.map(
    (item): FaqDocument => ({
      place: 'Home page',
      category: 'Getting Started',
      question: item.question,
      answer: item.answer,
    }),
  );
  const onFaqPage = faqCategories.flatMap((category) =>
    fullFaq
      .filter((item) => item.category === category)
      .map((item): FaqDocument => ({ place: 'FAQ page', category, question: item.question, answer: item.answer })),
  );
  return [...onHome, ...onFaqPage].map((document, position) => ({
    kind: FAQ_KIND,
    slug: `${document.place === 'Home page' ? 'home-' : ''}${slugFromTitle(document.question)}`,
    position,
    publishAt: SEEDED_AT,
    document,
  }));
}

/** The ten service cards, in their order, each with the package it offers as its smaller way in (if any). */
function programmeItems(): SeedItem[] {
  return serviceCards.map(({ id, title, description, accent, startingFrom, details }, position) => {
    const smaller = seedSmallerPackages[id];
    const document: ProgrammeDocument = {
      title,
      description,
      accent,
      startingFrom,
      details,
      smallerPackage: smaller?.package ?? '',
      packageCovers: smaller?.covers.map((line) => details.whatIncluded[line] ?? '') ?? [],
    };
    return { kind: PROGRAMME_KIND, slug: id, position, publishAt: SEEDED_AT, document };
  });
}

/** The eleven packages of spec 01 §9, in its order, keyed by the id bookings store. */
function packageItems(): SeedItem[] {
  return seedPackages.map(({ id, name, description, price, pricedFrom = false }, position) => {
    const document: PackageDocument = { name, description, price, pricedFrom };
    return { kind: PACKAGE_KIND, slug: id, position, publishAt: SEEDED_AT, document };
  });
}

/** When the seeded items other than posts went live: the day the site's content moved into D1. */
const SEEDED_AT = Date.UTC(2026, 10, 26);

/** Every kind's seeded items. */
const seedSources: (() => SeedItem[])[] = [
  postItems,
  faqItems,
  programmeItems,
  packageItems,
  () => retreatFormatItems(SEEDED_AT),
  () => retreatEventItems(SEEDED_AT),
  () => detailsItems(SEEDED_AT),
  () => academyPricesItems(SEEDED_AT),
];

function insertIfAbsent(item: SeedItem): string[] {
  const kind = sqlText(item.kind);
  const key = sqlText(item.slug);
  return [
    `INSERT INTO content_items (id, kind, slug, seed_key, position, status, publish_at, document, version, created_at, updated_at)
  SELECT ${sqlText(crypto.randomUUID())}, ${kind}, ${key}, ${key}, ${sqlInteger(item.position)}, 'published', ${sqlInteger(item.publishAt)},
    ${sqlText(JSON.stringify(item.document))}, 1, ${NOW_MS}, ${NOW_MS}
  WHERE NOT EXISTS (SELECT 1 FROM content_items WHERE kind = ${kind} AND (seed_key = ${key} OR slug = ${key}))`,
    // The first revision is the seeded text, so history and restore start from it.
    `INSERT OR IGNORE INTO content_revisions (item_id, version, slug, status, publish_at, document, saved_by, saved_at)
  SELECT id, 1, slug, status, publish_at, document, NULL, updated_at FROM content_items
  WHERE kind = ${kind} AND seed_key = ${key} AND version = 1`,
  ];
}

/** Every statement, in order; the last bumps the content version so no cached page outlives a seeded change. */
export function siteContentSeedStatements(): string[] {
  return [
    ...seedSources.flatMap((items) => items()).flatMap(insertIfAbsent),
    `INSERT INTO content_state (id, version, updated_at) VALUES (1, 1, ${NOW_MS})
  ON CONFLICT(id) DO UPDATE SET version = version + 1, updated_at = excluded.updated_at`,
  ];
}

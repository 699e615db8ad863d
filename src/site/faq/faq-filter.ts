/**
 * The FAQ page's category filter, shared by the server (which honours
 * /faq?category=slug so the filter works without JavaScript) and the island.
 * Pure: it imports no content, so the island's chunk stays small.
 */

/** The filter value that shows every question. */
export const ALL_QUESTIONS = 'all';

/** "Operations & Training" -> "operations-training". */
export function faqCategorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of a known category, or ALL_QUESTIONS for anything else (missing, empty, unknown). */
export function selectedFaqCategory(requested: string | undefined, categories: readonly string[]): string {
  const slug = requested?.trim().toLowerCase() ?? '';
  return categories.some((category) => faqCategorySlug(category) === slug) ? slug : ALL_QUESTIONS;
}

/** What the polite live region says after the filter changes. */
export function faqCountMessage(count: number, categoryName: string | undefined): string {
  const questions = `${count} ${count === 1 ? 'question' : 'questions'}`;
  return categoryName ? `Showing ${questions} in ${categoryName}.` : `Showing all ${questions}.`;
}

/** The address that reproduces a filter choice, for sharing and for reloads. */
export function faqFilterPath(slug: string): string {
  return slug === ALL_QUESTIONS ? '/faq' : `/faq?category=${encodeURIComponent(slug)}`;
}

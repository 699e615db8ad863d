/** Read time: the words of a Markdown body, at 220 words a minute. */
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../blog-posts';
import { readTimeLabel, readTimeMinutes, wordCount } from './read-time';

describe('read time', () => {
  it('counts the words without Markdown syntax, at 220 words a minute, rounded up, at least a minute', () => {
    expect(
      wordCount(
        '# A heading\n\n**Bold** and *italic* [link text](https://example.com/long/address) ![A dog](/x.jpg)\n\n- one\n- `two`',
      ),
    ).toBe(9);
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(220))).toBe(1);
    expect(readTimeMinutes('word '.repeat(221))).toBe(2);
    expect(readTimeMinutes(`**Heading**\n\n${'- word word\n'.repeat(330)}`)).toBe(4);
    expect(readTimeLabel('word '.repeat(1500))).toBe('7 min read');
  });

  it('gives the stored read time of the articles it was chosen by', () => {
    const matching = blogPosts.filter((post) => readTimeLabel(post.content) === post.readTime).map((post) => post.id);
    expect(matching).toEqual([
      'grow-revenue-without-more-dogs',
      'designing-efficient-daycare-layouts',
      'staff-training-excellence',
      'daycare-pricing-booking-policies',
      'outdoor-play-areas-noise-management',
    ]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/blog-posts';
import { ArticleBody, parseArticleBody } from './article-body';

describe('parseArticleBody', () => {
  it('turns bold-only lines into headings, "- " lines into lists and keeps single line breaks', () => {
    const content = [
      'Opening paragraph line one.',
      'Line two of the same paragraph.',
      '',
      '**Why layout matters**',
      '',
      'Before you sign a lease:',
      '- Check the use class',
      '-  Measure the rest areas',
      '',
      'Closing thought.',
    ].join('\n');
    expect(parseArticleBody(content)).toEqual([
      { kind: 'paragraph', lines: ['Opening paragraph line one.', 'Line two of the same paragraph.'] },
      { kind: 'heading', text: 'Why layout matters' },
      { kind: 'paragraph', lines: ['Before you sign a lease:'] },
      { kind: 'list', items: ['Check the use class', 'Measure the rest areas'] },
      { kind: 'paragraph', lines: ['Closing thought.'] },
    ]);
  });

  it('does not treat a line with two bold phrases as a heading', () => {
    expect(parseArticleBody('**Staff** and **dogs** come first')).toEqual([
      { kind: 'paragraph', lines: ['**Staff** and **dogs** come first'] },
    ]);
  });

  it('handles Windows line endings and a text after a list without a blank line', () => {
    expect(parseArticleBody('- one\r\n- two\r\nAfter the list')).toEqual([
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', lines: ['After the list'] },
    ]);
  });

  it('finds headings and lists in every published article', () => {
    for (const post of blogPosts) {
      const blocks = parseArticleBody(post.content);
      expect(blocks.filter((block) => block.kind === 'heading').length, post.id).toBeGreaterThan(1);
      expect(
        blocks.some((block) => block.kind === 'heading' && block.text.includes('*')),
        post.id,
      ).toBe(false);
    }
  });
});

describe('ArticleBody', () => {
  it('renders headings as h3 by default, lists and <br> line breaks, with inline bold as <strong>', () => {
    const html = renderToStaticMarkup(<ArticleBody content={'**Costs**\n\nFirst line\nsecond **line**\n\n- a\n- b'} />);
    expect(html).toBe('<h3>Costs</h3><p>First line<br/>second <strong>line</strong></p><ul><li>a</li><li>b</li></ul>');
  });

  it('renders headings at the level asked for', () => {
    expect(renderToStaticMarkup(<ArticleBody content="**Costs**" headingLevel={2} />)).toBe('<h2>Costs</h2>');
  });

  it('escapes markup in the text instead of injecting it', () => {
    const html = renderToStaticMarkup(<ArticleBody content={'<img src=x onerror=alert(1)> & more'} />);
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; more</p>');
  });
});

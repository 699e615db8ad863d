import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../blog-posts';
import { type HeadingLevel, MarkdownBody, type RenderImage } from './markdown-body';

const html = (source: string, headingLevel?: HeadingLevel, renderImage?: RenderImage) =>
  renderToStaticMarkup(<MarkdownBody source={source} headingLevel={headingLevel} renderImage={renderImage} />);

// ---------------------------------------------------------------------------------------------
// The renderer the articles had before Markdown (ArticleBody, src/site/blog/article-body.tsx until the site
// switched to MarkdownBody), kept here word for word as the reference: the articles must render as they did.

type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] };

const HEADING = /^\*\*(.+)\*\*$/;
const BULLET = /^- +/;

function headingText(line: string): string | undefined {
  const inner = HEADING.exec(line)?.[1]?.trim();
  return inner && !inner.includes('**') ? inner : undefined;
}

function parseArticleBody(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ kind: 'list', items: list });
    list = [];
  };
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = headingText(line);
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', text: heading });
    } else if (BULLET.test(line)) {
      flushParagraph();
      list.push(line.replace(BULLET, ''));
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

function renderInline(text: string): ReactNode {
  const parts = text.split(/\*\*([^*]+)\*\*/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
  );
}

function ArticleBodyBeforeMarkdown({ content, headingLevel = 3 }: { content: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {/* biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every kind of block (TypeScript checks it) */}
      {parseArticleBody(content).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return <Heading key={index}>{block.text}</Heading>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={index}>
                {block.lines.map((line, lineIndex) => (
                  <Fragment key={lineIndex}>
                    {lineIndex > 0 ? <br /> : null}
                    {renderInline(line)}
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </>
  );
}

// ---------------------------------------------------------------------------------------------

describe('MarkdownBody: the articles as they were written', () => {
  it.each(blogPosts.flatMap((post) => [2, 3].map((level) => [post.id, level as 2 | 3, post.content] as const)))(
    '%s renders byte for byte as before Markdown, headings at h%i',
    (_id, level, content) => {
      const before = renderToStaticMarkup(<ArticleBodyBeforeMarkdown content={content} headingLevel={level} />);
      expect(html(content, level)).toBe(before);
    },
  );

  it('finds headings and lists in every article, and no Markdown syntax left in its text', () => {
    for (const post of blogPosts) {
      const page = html(post.content, 2);
      expect(page.match(/<h2>/g)?.length ?? 0, post.id).toBeGreaterThan(1);
      expect(page, post.id).toContain('<ul><li>');
      expect(page.replace(/<[^>]*>/g, ''), post.id).not.toMatch(/\*\*|^- /m);
    }
  });

  it('reads the format as before: bold-only lines are headings, "- " lines a list, single line breaks kept', () => {
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
    expect(html(content)).toBe(
      '<p>Opening paragraph line one.<br/>Line two of the same paragraph.</p><h3>Why layout matters</h3>' +
        '<p>Before you sign a lease:</p><ul><li>Check the use class</li><li>Measure the rest areas</li></ul>' +
        '<p>Closing thought.</p>',
    );
    expect(html(content)).toBe(renderToStaticMarkup(<ArticleBodyBeforeMarkdown content={content} />));
  });

  it('renders headings as h3 by default, lists and <br> line breaks, with inline bold as <strong>', () => {
    expect(html('**Costs**\n\nFirst line\nsecond **line**\n\n- a\n- b')).toBe(
      '<h3>Costs</h3><p>First line<br/>second <strong>line</strong></p><ul><li>a</li><li>b</li></ul>',
    );
    expect(html('**Costs**', 2)).toBe('<h2>Costs</h2>');
  });

  it('does not take a line with two bold phrases for a heading; a bold line inside a paragraph still is one', () => {
    expect(html('**Staff** and **dogs** come first')).toBe(
      '<p><strong>Staff</strong> and <strong>dogs</strong> come first</p>',
    );
    const content = 'Intro line\n**Costs**\nFirst cost\nsecond **cost**';
    expect(html(content)).toBe('<p>Intro line</p><h3>Costs</h3><p>First cost<br/>second <strong>cost</strong></p>');
    expect(html(content)).toBe(renderToStaticMarkup(<ArticleBodyBeforeMarkdown content={content} />));
  });

  it('reads Windows line endings and stray spaces as before', () => {
    for (const content of [
      '**Heading**\r\n\r\nOne\r\ntwo\r\n\r\n- a\r\n- b',
      '  Indented line  \nnext   \n\n**x**  ',
    ]) {
      expect(html(content)).toBe(renderToStaticMarkup(<ArticleBodyBeforeMarkdown content={content} />));
    }
  });

  it('continues a list item with a line that follows it without a blank line, as Markdown does', () => {
    // Before Markdown, such a line started a paragraph; none of the articles has one.
    expect(html('- one\n- two\nAfter the list')).toBe('<ul><li>one</li><li>two<br/>After the list</li></ul>');
    expect(html('- one\n- two\n\nAfter the list')).toBe('<ul><li>one</li><li>two</li></ul><p>After the list</p>');
  });
});

describe('MarkdownBody: Markdown', () => {
  it('places # headings relative to the level asked for, never below h4', () => {
    const source = '# One\n## Two\n### Three\n#### Four\n##### Five';
    expect(html(source, 2)).toBe('<h2>One</h2><h3>Two</h3><h4>Three</h4><h4>Four</h4><h4>Five</h4>');
    expect(html(source)).toBe('<h3>One</h3><h4>Two</h4><h4>Three</h4><h4>Four</h4><h4>Five</h4>');
    expect(html('Setext\n===', 2)).toBe('<h2>Setext</h2>');
    expect(html('# A *quiet* room', 2)).toBe('<h2>A <em>quiet</em> room</h2>');
  });

  it('renders bold, italic, inline code and escaped characters', () => {
    expect(html('**bold** __bold__ *it* _it_ `a <b> & c` \\*not italic\\*')).toBe(
      '<p><strong>bold</strong> <strong>bold</strong> <em>it</em> <em>it</em> <code>a &lt;b&gt; &amp; c</code> *not italic*</p>',
    );
    expect(html('***both***')).toBe('<p><em><strong>both</strong></em></p>');
  });

  it('renders bullet and numbered lists, nested, and loose items as paragraphs', () => {
    expect(html('1. one\n2. two\n   - nested **bold**\n   - more\n3. three')).toBe(
      '<ol><li>one</li><li>two<ul><li>nested <strong>bold</strong></li><li>more</li></ul></li><li>three</li></ol>',
    );
    expect(html('4. four\n5. five')).toBe('<ol start="4"><li>four</li><li>five</li></ol>');
    expect(html('* a\n\n* b')).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
  });

  it('renders quotes, rules and code blocks, the code as text', () => {
    expect(html('> A quote\n> on **two** lines\n\n---\n\nAfter')).toBe(
      '<blockquote><p>A quote<br/>on <strong>two</strong> lines</p></blockquote><hr/><p>After</p>',
    );
    expect(html('```html\n<script>alert(1)</script>\n```')).toBe(
      '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
    );
    expect(html('    indented <b>code</b>')).toBe('<pre><code>indented &lt;b&gt;code&lt;/b&gt;</code></pre>');
  });

  it('reads character references as the characters they stand for, and shows them escaped', () => {
    expect(html('Tom &amp; Jerry &#169; &copy; &lt;b&gt; & more')).toBe(
      '<p>Tom &amp; Jerry © © &lt;b&gt; &amp; more</p>',
    );
  });

  it('shows what it does not render (tables, strikethrough, task boxes) as the text that was typed', () => {
    expect(html('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('<p>| a | b |<br/>|---|---|<br/>| 1 | 2 |</p>');
    expect(html('~~gone~~ and ~20 dogs')).toBe('<p>~~gone~~ and ~20 dogs</p>');
    expect(html('- [ ] ring the council\n- [x] done')).toBe('<ul><li>[ ] ring the council</li><li>[x] done</li></ul>');
  });
});

import fc from 'fast-check';
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { blogPosts } from '../blog-posts';
import { type HeadingLevel, MarkdownBody, type RenderImage } from './markdown-body';
import { readTimeLabel, readTimeMinutes, wordCount } from './read-time';

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

describe('MarkdownBody: links', () => {
  it('links to paths on the site and parts of the page with no rel, and to other hosts with noopener noreferrer', () => {
    expect(html('[Questions](/faq) and [costs](#costs)')).toBe(
      '<p><a href="/faq">Questions</a> and <a href="#costs">costs</a></p>',
    );
    expect(html('[Gov](https://www.gov.uk/animal-licences "Licences") [plain](http://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://www.gov.uk/animal-licences" rel="noopener noreferrer">Gov</a> ' +
        '<a href="http://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">plain</a></p>',
    );
    expect(html('[FAQ](https://www.pawsperity.co.uk/faq) [pretend](https://www.pawsperity.co.uk@evil.example/)')).toBe(
      '<p><a href="https://www.pawsperity.co.uk/faq">FAQ</a> ' +
        '<a href="https://www.pawsperity.co.uk@evil.example/" rel="noopener noreferrer">pretend</a></p>',
    );
    expect(html('[Email us](mailto:hello@example.co.uk) [Ring](tel:+442071234567)')).toBe(
      '<p><a href="mailto:hello@example.co.uk">Email us</a> <a href="tel:+442071234567">Ring</a></p>',
    );
  });

  it('links addresses written out, as GitHub does', () => {
    expect(html('<https://example.com> www.example.com hello@example.co.uk')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">https://example.com</a> ' +
        '<a href="http://www.example.com" rel="noopener noreferrer">www.example.com</a> ' +
        '<a href="mailto:hello@example.co.uk">hello@example.co.uk</a></p>',
    );
  });

  const refused = [
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x]( javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](<java\tscript:alert(1)>)',
    '[x](<\u0001javascript:alert(1)>)',
    '[x](java&#x09;script:alert(1))',
    '[x](java&#9;script:alert(1))',
    '[x](java&Tab;script:alert(1))',
    '[x](jav&#x0A;ascript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](javascript&#58;alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](//evil.example/)',
    '[x](/\\evil.example/)',
    '[x](page.html)',
    '[x](https:javascript:alert(1))',
    '[x](https:\\\\evil.example/)',
    '[x][r]\n\n[r]: javascript:alert(1)',
  ];
  it.each(refused)('refuses %j: the text alone, no link', (source) => {
    expect(html(source)).toBe('<p>x</p>');
  });

  it('refuses an autolink to javascript:, showing the address as text', () => {
    expect(html('<javascript:alert(1)>')).toBe('<p>javascript:alert(1)</p>');
    expect(html('<JAVASCRIPT:alert(1)> <data:text/html,x>')).toBe('<p>JAVASCRIPT:alert(1) data:text/html,x</p>');
  });

  it('keeps what a refused link says, bold and all', () => {
    expect(html('[**Read** this](javascript:alert(1))')).toBe('<p><strong>Read</strong> this</p>');
  });
});

describe('MarkdownBody: images', () => {
  const picture: RenderImage = (src, alt) =>
    src.startsWith('/media/') ? <picture data-from={src}>{`[${alt}]`}</picture> : null;

  it('shows an image of the site without renderImage as a lazy <img>, alone or inside a paragraph', () => {
    expect(html('![A calm rest room](/images/blog/rest-room.jpg "The rest room")')).toBe(
      '<img src="/images/blog/rest-room.jpg" alt="A calm rest room" loading="lazy" decoding="async"/>',
    );
    expect(html('Before ![A dog](/images/dog.jpg) after')).toBe(
      '<p>Before <img src="/images/dog.jpg" alt="A dog" loading="lazy" decoding="async"/> after</p>',
    );
  });

  it('asks renderImage for the picture, and falls back for a site path when it has none', () => {
    const renderImage = vi.fn(picture);
    expect(html('![Play *area*](/media/play.jpg)\n\n![A dog](/images/dog.jpg)', 3, renderImage)).toBe(
      '<picture data-from="/media/play.jpg">[Play area]</picture>' +
        '<img src="/images/dog.jpg" alt="A dog" loading="lazy" decoding="async"/>',
    );
    expect(renderImage.mock.calls).toEqual([
      ['/media/play.jpg', 'Play area'],
      ['/images/dog.jpg', 'A dog'],
    ]);
  });

  it('shows nothing for an image from another host that renderImage does not take', () => {
    expect(html('![A dog](https://example.com/dog.jpg)')).toBe('');
    expect(html('![A dog](https://example.com/dog.jpg)', 3, picture)).toBe('');
    expect(html('Look: ![A dog](https://example.com/dog.jpg)')).toBe('<p>Look:</p>');
  });

  it('never shows an image without alt text, nor one from a data: or javascript: address', () => {
    const renderImage = vi.fn(picture);
    for (const source of [
      '![](/images/dog.jpg)',
      '![ ](/media/dog.jpg)',
      '![A dog](data:image/png;base64,iVBORw0KGgo=)',
      '![A dog](javascript:alert(1))',
      '![A dog](java&#x09;script:alert(1))',
      '![A dog](//evil.example/dog.jpg)',
    ]) {
      expect(html(source), source).toBe('');
      expect(html(source, 3, renderImage), source).toBe('');
    }
    expect(renderImage).not.toHaveBeenCalled();
  });
});

describe('MarkdownBody: raw HTML is text', () => {
  it('shows a block of HTML as its text, escaped, with no element made from it', () => {
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html('<iframe src="https://evil.example"></iframe>')).toBe(
      '<p>&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;</p>',
    );
    expect(html('<div>\n<b>two</b> lines\n</div>')).toBe(
      '<p>&lt;div&gt;<br/>&lt;b&gt;two&lt;/b&gt; lines<br/>&lt;/div&gt;</p>',
    );
  });

  it('shows HTML inside a paragraph as its text, escaped', () => {
    expect(html('Hello <script>alert(1)</script> there')).toBe(
      '<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; there</p>',
    );
    expect(
      html('A <img src=x onerror=alert(1)> and <iframe src=x></iframe> and <a href="javascript:alert(1)">a</a>'),
    ).toBe(
      '<p>A &lt;img src=x onerror=alert(1)&gt; and &lt;iframe src=x&gt;&lt;/iframe&gt; and ' +
        '&lt;a href=&quot;javascript:alert(1)&quot;&gt;a&lt;/a&gt;</p>',
    );
  });

  it('makes no element but those it knows, and no address but allowed ones, from any mix of hostile pieces', () => {
    const pieces = [
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src=x>',
      '<a href="javascript:alert(1)">',
      '<svg onload=alert(1)>',
      '[x](',
      'javascript:alert(1)',
      'java&#x09;script:',
      'data:text/html,<b>',
      ')',
      '![a](',
      '<',
      '>',
      '"',
      '&',
      '**',
      '*',
      '`',
      '\n',
      '\n\n',
      '- ',
      '# ',
      '> ',
      ' ',
      'text',
      '/faq',
      'https://example.com',
    ];
    // Links and images whose address is put together from pieces of hostile ones.
    const addressPieces = [
      'javascript:',
      'JaVaScRiPt:',
      'java&#x09;script:',
      'java\tscript:',
      '&#106;ava',
      'script',
      '&colon;',
      '&#58;',
      ':',
      ' ',
      'data:text/html,',
      'vbscript:',
      'alert(1)',
      '/',
      '\\',
      'https:',
      'example.com',
      '#top',
      'mailto:a@example.com',
      '\u0001',
      '<',
      '>',
    ];
    const linkOrImage = fc
      .tuple(fc.constantFrom('', '!'), fc.array(fc.constantFrom(...addressPieces), { minLength: 1, maxLength: 5 }))
      .map(([bang, address]) => `${bang}[a](${address.join('')})`);
    const autolink = fc
      .array(fc.constantFrom(...addressPieces), { minLength: 1, maxLength: 4 })
      .map((address) => `<${address.join('')}>`);
    const allowedElements = new Set('p br h2 h3 h4 ul ol li strong em code pre blockquote hr a img'.split(' '));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...pieces), linkOrImage, autolink), { maxLength: 16 }), (parts) => {
        const page = html(parts.join(''));
        // React escapes < > " & in text and attributes, so every < on the page opens a real tag.
        for (const [tag = '', name = ''] of page.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
          expect(allowedElements.has(name), tag).toBe(true);
          for (const [, attribute = '', value = ''] of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) {
            expect(['href', 'rel', 'src', 'alt', 'loading', 'decoding', 'start'], tag).toContain(attribute);
            if (attribute !== 'href' && attribute !== 'src') continue;
            // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser ignores these in an address
            const browserReads = value.replace(/&amp;/g, '&').replace(/[\s\u0000-\u001f]/g, '');
            expect(browserReads, tag).toMatch(/^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});

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

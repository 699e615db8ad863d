/**
 * MarkdownBody keeps a body safe: only allow-listed links and images, raw HTML shown as text, whatever is typed.
 */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { type HeadingLevel, MarkdownBody, type RenderImage } from './markdown-body';

const html = (source: string, headingLevel?: HeadingLevel, renderImage?: RenderImage) =>
  renderToStaticMarkup(<MarkdownBody source={source} headingLevel={headingLevel} renderImage={renderImage} />);

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

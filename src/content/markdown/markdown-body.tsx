/**
 * A Markdown text (an article's body) as React elements, through an allow-list of token kinds: headings,
 * paragraphs with their single line breaks, bullet and numbered lists, bold, italic, code, quotes, rules, links
 * and images. marked only reads the text into tokens (tokens.ts); its HTML is never used, and nothing is set as
 * raw HTML. Every other token (raw HTML, tables, strikethrough, task boxes, kinds marked may add) shows its
 * source as text, escaped by React: `<script>` in a body reads as `<script>`.
 *
 * The site's articles were written before Markdown, in a format that is still read the same: blank lines between
 * paragraphs, a line wholly in `**` (`**Why layout matters**`, not `**a** and **b**`) is a heading, `- ` lines
 * are a bullet list, and a single line break stays a line break.
 *
 * Links go only to http(s), mailto: and tel: addresses, paths on the site and parts of the page (addresses.ts);
 * one to another host gets rel="noopener noreferrer". A refused link shows its text. An image needs alt text and
 * an http(s) or site address; `renderImage` (the media library's) turns the address into a picture, and without
 * it a site path (`/images/...`) is a plain lazy <img>.
 */
import { Fragment, type ReactNode } from 'react';
import type { MarkedToken, Token, Tokens } from 'marked';
import { isExternal, isSitePath, safeImageSrc, safeLinkHref } from './addresses';
import { lexMarkdown, plainText, textOf } from './tokens';

/** The picture for an image of the text, or null for the plain fallback (see MarkdownBody). */
export type RenderImage = (src: string, alt: string) => ReactNode | null;

export type HeadingLevel = 2 | 3 | 4;

interface Context {
  headingLevel: HeadingLevel;
  renderImage: RenderImage | undefined;
}

/** `#` is a heading at the level asked for, `##` one below, and so on, never below h4. */
function headingTag(depth: number, { headingLevel }: Context): 'h2' | 'h3' | 'h4' {
  const level = Math.min(headingLevel + Math.max(depth, 1) - 1, 4);
  return level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
}

function image(token: Tokens.Image, key: number, context: Context): ReactNode {
  const alt = plainText(token.tokens ?? []).trim();
  const src = safeImageSrc(token.href);
  // An image without alt text is never shown: the text it stands in for would be missing.
  if (!alt || src === undefined) return null;
  const picture = context.renderImage?.(src, alt);
  if (picture !== null && picture !== undefined) return <Fragment key={key}>{picture}</Fragment>;
  return isSitePath(src) ? <img key={key} src={src} alt={alt} loading="lazy" decoding="async" /> : null;
}

function link(token: Tokens.Link, key: number, context: Context): ReactNode {
  const children = inline(token.tokens, context);
  const href = safeLinkHref(token.href, token.autolink === true);
  if (href === undefined) return <Fragment key={key}>{children}</Fragment>;
  return (
    <a key={key} href={href} rel={isExternal(href) ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

/** Inline tokens as nodes; neighbouring text joins into one string, as a hand-written text would be. */
function inline(tokens: Token[], context: Context): ReactNode[] {
  const nodes: ReactNode[] = [];
  const push = (node: ReactNode) => {
    const last = nodes.length - 1;
    if (typeof node === 'string' && typeof nodes[last] === 'string') nodes[last] = `${nodes[last]}${node}`;
    else if (node !== null) nodes.push(node);
  };
  (tokens as MarkedToken[]).forEach((token, key) => {
    switch (token.type) {
      case 'text':
        if (token.tokens) push(<Fragment key={key}>{inline(token.tokens, context)}</Fragment>);
        else push(textOf(token));
        break;
      case 'escape':
        push(token.text);
        break;
      case 'strong':
        push(<strong key={key}>{inline(token.tokens, context)}</strong>);
        break;
      case 'em':
        push(<em key={key}>{inline(token.tokens, context)}</em>);
        break;
      case 'codespan':
        push(<code key={key}>{token.text}</code>);
        break;
      case 'br':
        push(<br key={key} />);
        break;
      case 'link':
        push(link(token, key, context));
        break;
      case 'image':
        push(image(token, key, context));
        break;
      default:
        // Raw HTML, strikethrough, a task box, or a kind of token not listed: its source, as text.
        push((token as Token).raw);
    }
  });
  return nodes;
}

/** The inline tokens of a paragraph, without the spaces at either end (which marked keeps and Markdown drops). */
function paragraphContent(tokens: Token[], context: Context): ReactNode[] {
  const nodes = inline(tokens, context);
  const first = nodes[0];
  if (typeof first === 'string') nodes[0] = first.replace(/^[ \t]+/, '');
  const last = nodes.at(-1);
  if (typeof last === 'string') nodes[nodes.length - 1] = last.replace(/[ \t]+$/, '');
  return nodes;
}

/** A block shown as its source text, each line kept: raw HTML, a table, a kind of block not listed. */
function sourceText(raw: string, key: number): ReactNode {
  const lines = raw.trim().split('\n');
  return (
    <p key={key}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** A line wholly in `**`, with no other bold inside: a heading in the site's article format. */
function isBoldLine(line: Token[]): boolean {
  const [only, ...rest] = line.filter((token) => !(token.type === 'text' && !token.tokens && !token.text.trim()));
  return (
    only?.type === 'strong' &&
    rest.length === 0 &&
    only.raw.startsWith('**') &&
    only.raw.endsWith('**') &&
    !(only.tokens ?? []).some((token) => token.type === 'strong')
  );
}

/**
 * A paragraph of the top level. Its lines wholly in bold are headings, as in the site's article format; the
 * lines between them stay paragraphs. A paragraph that is one image is the image alone (a picture may be a block).
 */
function topParagraph(token: Tokens.Paragraph, key: number, context: Context): ReactNode {
  const tokens = token.tokens as MarkedToken[];
  if (tokens.length === 1 && tokens[0]?.type === 'image') return image(tokens[0], key, context);
  if (!tokens.some((child) => child.type === 'strong')) return <p key={key}>{paragraphContent(tokens, context)}</p>;

  const parts: ReactNode[] = [];
  let run: Token[] = [];
  let line: Token[] = [];
  const endRun = () => {
    // A line break that led into a heading ends the paragraph before it.
    while (run.at(-1)?.type === 'br') run.pop();
    if (run.length > 0) parts.push(<p key={parts.length}>{paragraphContent(run, context)}</p>);
    run = [];
  };
  const endLine = (lineBreak: Token | undefined) => {
    if (isBoldLine(line)) {
      endRun();
      const Heading = headingTag(1, context);
      const strong = line.find((child) => child.type === 'strong') as Tokens.Strong;
      parts.push(<Heading key={parts.length}>{inline(strong.tokens, context)}</Heading>);
    } else {
      run.push(...line);
      if (lineBreak) run.push(lineBreak);
    }
    line = [];
  };
  for (const child of tokens) {
    if (child.type === 'br') endLine(child);
    else line.push(child);
  }
  endLine(undefined);
  endRun();
  return <Fragment key={key}>{parts}</Fragment>;
}

/** Block tokens as elements. `top`: the text's own level, where the article format's bold-line headings live. */
function blocks(tokens: Token[], context: Context, top: boolean): ReactNode[] {
  return (tokens as MarkedToken[]).map((token, key) => {
    switch (token.type) {
      case 'paragraph':
        return top ? topParagraph(token, key, context) : <p key={key}>{paragraphContent(token.tokens, context)}</p>;
      case 'text':
        // The text of a tight list's item.
        return <Fragment key={key}>{token.tokens ? paragraphContent(token.tokens, context) : textOf(token)}</Fragment>;
      case 'heading': {
        const Heading = headingTag(token.depth, context);
        return <Heading key={key}>{inline(token.tokens, context)}</Heading>;
      }
      case 'list': {
        const items = token.items.map((item, index) => <li key={index}>{blocks(item.tokens, context, false)}</li>);
        if (!token.ordered) return <ul key={key}>{items}</ul>;
        const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
        return (
          <ol key={key} start={start}>
            {items}
          </ol>
        );
      }
      case 'blockquote':
        return <blockquote key={key}>{blocks(token.tokens, context, false)}</blockquote>;
      case 'code':
        return (
          <pre key={key}>
            <code>{token.text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={key} />;
      case 'checkbox':
        // A task list's box (`- [ ] call the council`): shown as typed.
        return <Fragment key={key}>{token.raw}</Fragment>;
      case 'space':
      case 'def':
        // Blank lines, and link definitions ([name]: address), which their links have already used.
        return null;
      default:
        return sourceText((token as Token).raw, key);
    }
  });
}

/**
 * A Markdown text as elements. `headingLevel`: the level of a `#` heading and of a bold-line heading (2 on an
 * article's own page, under its title; 3 in a dialog). `renderImage`: the picture for an image's address (the media
 * library resolves `/media/...`); without it, or when it gives null, a site path shows as a plain lazy <img> and
 * any other address shows nothing.
 */
export function MarkdownBody({
  source,
  headingLevel = 3,
  renderImage,
}: {
  source: string;
  headingLevel?: HeadingLevel;
  renderImage?: RenderImage;
}) {
  return <>{blocks(lexMarkdown(source), { headingLevel, renderImage }, true)}</>;
}

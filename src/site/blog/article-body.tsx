/**
 * The article body format (content/types.ts BlogPost.content): blank lines
 * separate paragraphs, a line wholly wrapped in ** is a heading, lines
 * starting "- " are bullet items, single line breaks are kept. Parsed into
 * blocks, then rendered as React elements (never as raw HTML).
 */
import { Fragment, type ReactNode } from 'react';

type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] };

const HEADING = /^\*\*(.+)\*\*$/;
const BULLET = /^- +/;

function headingText(line: string): string | undefined {
  const inner = HEADING.exec(line)?.[1]?.trim();
  // "**a** and **b**" is a line with bold words, not a heading.
  return inner && !inner.includes('**') ? inner : undefined;
}

export function parseArticleBody(content: string): ArticleBlock[] {
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

/** Inline **bold** inside a line becomes <strong>; everything else stays text. */
function renderInline(text: string): ReactNode {
  const parts = text.split(/\*\*([^*]+)\*\*/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
  );
}

export function ArticleBody({ content, headingLevel = 3 }: { content: string; headingLevel?: 2 | 3 }) {
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

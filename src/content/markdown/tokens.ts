/**
 * Markdown to tokens, through marked's lexer only: marked is a well-kept lexer (GFM, no dependencies), and we
 * never use its HTML output. What a token means on the page is decided by the allow-list in markdown-body.tsx.
 */
import { Lexer, type MarkedToken, type Token } from 'marked';

/**
 * The tokens of a Markdown text: GitHub's flavour, and a single line break is kept (as the site's articles were
 * always written). A fresh lexer and options object each time: marked stores its tokenizer on the options.
 */
export function lexMarkdown(source: string): MarkedToken[] {
  return new Lexer({ gfm: true, breaks: true }).lex(source) as MarkedToken[];
}

/** Named character references decoded in text and addresses; any other `&name;` is shown as typed. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  pound: '£',
  euro: '€',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  times: '×',
  middot: '·',
  bull: '•',
};

/**
 * The text a character reference stands for, in one pass (so `&amp;#169;` stays `&#169;`): numeric ones, and the
 * named ones above. marked leaves `&amp;` in a text token's text (and turns a bare `&` into one when the text also
 * holds a numeric reference), and leaves every reference in a link's address: React escapes what we give it, so
 * what we give it must be the plain text.
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]*));/g,
    (reference, dec, hex, name) => {
      if (name !== undefined) return NAMED_REFERENCES[(name as string).toLowerCase()] ?? reference;
      const code = dec !== undefined ? Number.parseInt(dec as string, 10) : Number.parseInt(hex as string, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    },
  );
}

/** What an inline text token reads as. Text inside raw HTML (`escaped`) is kept exactly as typed. */
export function textOf(token: { text: string; escaped?: boolean }): string {
  return token.escaped ? token.text : decodeCharacterReferences(token.text);
}

/**
 * The words a reader reads: the text of the tokens without Markdown's syntax (markers, addresses, images), with a
 * space between blocks and lines. Raw HTML and tables count as the text they show on the page (their source).
 */
export function plainText(tokens: Token[]): string {
  const parts: string[] = [];
  const walk = (list: Token[]) => {
    for (const token of list as MarkedToken[]) {
      switch (token.type) {
        case 'text':
          if (token.tokens) walk(token.tokens);
          else parts.push(textOf(token));
          break;
        case 'escape':
        case 'codespan':
          parts.push(token.text);
          break;
        case 'checkbox':
          parts.push(token.raw);
          break;
        case 'html':
          parts.push(token.block ? ` ${token.raw} ` : token.raw);
          break;
        case 'strong':
        case 'em':
        case 'del':
        case 'link':
          walk(token.tokens);
          break;
        case 'paragraph':
        case 'heading':
        case 'blockquote':
          walk(token.tokens);
          parts.push(' ');
          break;
        case 'list':
          for (const item of token.items) {
            walk(item.tokens);
            parts.push(' ');
          }
          break;
        case 'code':
          parts.push(` ${token.text} `);
          break;
        case 'br':
        case 'hr':
        case 'space':
          parts.push(' ');
          break;
        case 'image':
        case 'def':
          break;
        default:
          // A table, or a token no rule here knows: its source, as the page shows it.
          parts.push(` ${(token as Token).raw} `);
      }
    }
  };
  walk(tokens);
  return parts.join('');
}

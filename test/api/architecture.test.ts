/// <reference types="vite/client" />
/**
 * Layers point one way, with no cycles (docs/decisions/009-import-layers.md):
 * every relative import in src/ is read from the source text and checked
 * against the layer rules below, and the whole graph for cycles. Vite reads
 * the files at build time (import.meta.glob), so this runs inside workerd with
 * the other tests. Test files are left out: they may import whatever they check.
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** 'src/lib/csv.ts', as the rules and messages name files. */
const files = new Map(Object.entries(sources).map(([key, text]) => [key.replace(/^(\.\.\/)+/, ''), text]));

// ---------------------------------------------------------------------------------------------
// Reading imports. Comments, strings, template literals and regular expressions are skipped, so
// text in them is never taken for an import; only the specifier strings of real imports count.

type Token = { kind: 'word' | 'string' | 'punct'; value: string };

/** Words after which a `/` starts a regular expression rather than a division. */
const keywordsBeforeExpression = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

function tokens(source: string): Token[] {
  const out: Token[] = [];
  /** Open `${` of template literals, innermost last: a `}` closing one resumes the template. */
  const templateDepths: number[] = [];
  let braceDepth = 0;
  let i = 0;
  const previous = () => out[out.length - 1];
  const readTemplate = () => {
    // From just after a ` or a template's closing }: to the closing ` or the next ${.
    while (i < source.length) {
      const character = source[i];
      if (character === '\\') i += 2;
      else if (character === '`') {
        i += 1;
        out.push({ kind: 'string', value: '' });
        return;
      } else if (character === '$' && source[i + 1] === '{') {
        i += 2;
        braceDepth += 1;
        templateDepths.push(braceDepth);
        out.push({ kind: 'punct', value: '(' });
        return;
      } else i += 1;
    }
  };
  while (i < source.length) {
    const character = source[i] as string;
    const next = source[i + 1];
    if (/\s/.test(character)) i += 1;
    else if (character === '/' && next === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (character === '/' && next === '*')
      i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (character === "'" || character === '"') {
      // A string ends at its quote, or at the line's end: an apostrophe in JSX text is not a string.
      let value = '';
      i += 1;
      while (i < source.length && source[i] !== character && source[i] !== '\n') {
        if (source[i] === '\\') {
          value += source[i + 1] ?? '';
          i += 2;
        } else {
          value += source[i];
          i += 1;
        }
      }
      i += 1;
      out.push({ kind: 'string', value });
    } else if (character === '`') {
      i += 1;
      readTemplate();
    } else if (character === '}' && templateDepths[templateDepths.length - 1] === braceDepth) {
      templateDepths.pop();
      braceDepth -= 1;
      i += 1;
      readTemplate();
    } else if (character === '/' && startsExpression(previous())) {
      // A regular expression literal: to its closing / outside a [class], then its flags.
      let inClass = false;
      i += 1;
      while (i < source.length && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += 1;
      }
      i += 1;
      while (i < source.length && /\w/.test(source[i] as string)) i += 1;
      out.push({ kind: 'string', value: '' });
    } else if (/[\w$]/.test(character)) {
      const start = i;
      while (i < source.length && /[\w$]/.test(source[i] as string)) i += 1;
      out.push({ kind: 'word', value: source.slice(start, i) });
    } else {
      if (character === '{') braceDepth += 1;
      if (character === '}') braceDepth -= 1;
      out.push({ kind: 'punct', value: character });
      i += 1;
    }
  }
  return out;
}

function startsExpression(token: Token | undefined): boolean {
  if (!token) return true;
  if (token.kind === 'word') return keywordsBeforeExpression.has(token.value);
  if (token.kind === 'string') return false;
  // After ) ] } a / divides; after < it closes a JSX element (</div>).
  return !/[)\]}<]/.test(token.value);
}

/** The specifiers a module imports: import ... from, import '...', export ... from, and import('...'). */
function importSpecifiers(source: string): string[] {
  const list = tokens(source);
  const specifiers: string[] = [];
  list.forEach((token, index) => {
    if (token.kind !== 'word' || list[index - 1]?.value === '.') return;
    const next = list[index + 1];
    if (token.value === 'import') {
      if (next?.value === '.') return; // import.meta
      if (next?.value === '(') {
        const argument = list[index + 2];
        if (argument?.kind === 'string') specifiers.push(argument.value);
        return;
      }
      // A static import: its specifier is the first string after the keyword.
      for (let at = index + 1; at < list.length; at += 1) {
        const candidate = list[at] as Token;
        if (candidate.kind === 'string') {
          specifiers.push(candidate.value);
          return;
        }
        if (candidate.value === ';') return;
      }
    }
    if (token.value === 'export') {
      let at = index + 1;
      if (list[at]?.value === 'type') at += 1;
      if (list[at]?.value === '*') {
        while (at < list.length && list[at]?.value !== 'from' && list[at]?.value !== ';') at += 1;
      } else if (list[at]?.value === '{') {
        while (at < list.length && list[at]?.value !== '}') at += 1;
        at += 1;
      } else return;
      const specifier = list[at + 1];
      if (list[at]?.value === 'from' && specifier?.kind === 'string') specifiers.push(specifier.value);
    }
  });
  return specifiers;
}

// ---------------------------------------------------------------------------------------------
// The graph of src/: file → the files it imports.

function resolve(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
    files.has(candidate),
  );
}

const unresolved: string[] = [];
const graph = new Map<string, Set<string>>();
for (const [file, text] of files) {
  const targets = new Set<string>();
  for (const specifier of importSpecifiers(text)) {
    if (!specifier.startsWith('.')) continue;
    const target = resolve(file, specifier);
    if (target) targets.add(target);
    // Data files (the build's asset manifest) are not modules of ours.
    else if (!/\.json$/.test(specifier)) unresolved.push(`${file}: ${specifier}`);
  }
  graph.set(file, targets);
}

/** Every cycle as its files in import order, one per strongly connected group (Tarjan). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(target) as number));
      } else if (onStack.has(target))
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(target) as number));
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group = new Set<string>();
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.add(member);
    } while (member !== file);
    if (group.size > 1 || graph.get(file)?.has(file)) found.push(pathAround(file, group));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One concrete way round a strongly connected group, from `start` back to it. */
function pathAround(start: string, group: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (group.has(target) && !cameFrom.has(target) && target !== start) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...group];
}

// ---------------------------------------------------------------------------------------------
// The layers.

/**
 * The part of src/ a file belongs to: its top folder, or a top-level file's name (worker, env); in src/site,
 * each feature's folder is a part of its own ('site/booking'), and the site's own files ('site') compose them.
 */
function partOf(file: string): string {
  const [, top = '', second = '', third] = file.split('/');
  if (top === 'site') return third === undefined ? 'site' : `site/${second}`;
  return top.replace(/\.tsx?$/, '');
}

/**
 * The layers of src/, bottom first (docs/decisions/009-import-layers.md). A part imports only parts of lower
 * layers, so two parts of one layer never import each other: no feature of the site imports another, and what two
 * of them share moves down. 'site/*' stands for every feature folder of src/site.
 */
const layers: { parts: string[]; holds: string }[] = [
  { parts: ['lib'], holds: 'helpers that know nothing of the business' },
  { parts: ['env', 'db', 'ui'], holds: 'the bindings, the tables, and presentational parts safe on server and client' },
  { parts: ['content'], holds: 'typed content and site settings' },
  { parts: ['analytics'], holds: 'page views and funnel steps counted about no one, and where a visit came from' },
  { parts: ['islands'], holds: 'how an island renders on the server and hydrates in the browser' },
  { parts: ['render'], holds: 'a page to a streamed response, and the page cache' },
  { parts: ['layout'], holds: 'the document, header and footer every public page shares' },
  { parts: ['auth', 'submissions'], holds: 'sign-in and sessions; each kind of submission with its schema and rules' },
  { parts: ['notify'], holds: 'the registry of emails, the outbox and the one way to send' },
  {
    parts: ['middleware', 'forms', 'payments'],
    holds: 'request guards and the page cache middleware; the one form endpoint factory; the payment core (Stripe)',
  },
  { parts: ['site/*', 'academy'], holds: 'each thing a visitor does; everything about training' },
  { parts: ['jobs'], holds: 'cron: retention, reminders, renewals, digests' },
  { parts: ['admin'], holds: 'the back office, which reads and runs every capability' },
  { parts: ['site'], holds: 'the public site put together: the page list, the API list, the home page of sections' },
  { parts: ['worker', 'generated'], holds: "the Worker's entry, and the browser's entry the build writes" },
];

/** The layer of a part, by its index in `layers`; undefined for a part no layer names. */
function layerOf(part: string): number | undefined {
  const index = layers.findIndex(
    ({ parts }) => parts.includes(part) || (part.startsWith('site/') && parts.includes('site/*')),
  );
  return index === -1 ? undefined : index;
}

/** Each import that points to the same layer or one above, as 'file -> imported file', with the reason. */
function violations(): { edge: string; why: string }[] {
  const found: { edge: string; why: string }[] = [];
  for (const [file, targets] of graph) {
    const from = partOf(file);
    for (const target of targets) {
      const to = partOf(target);
      if (from === to) continue;
      const [fromLayer = -1, toLayer = -1] = [layerOf(from), layerOf(to)];
      if (toLayer >= fromLayer)
        found.push({
          edge: `${file} -> ${target}`,
          why: `src/${from} (${layers[fromLayer]?.holds}) must not import src/${to}: it is not below it`,
        });
    }
  }
  return found.sort((a, b) => a.edge.localeCompare(b.edge));
}

describe('reading imports', () => {
  it('finds static, type-only, re-exported and dynamic imports, and nothing in comments, strings or expressions', () => {
    const source = [
      "import { a, type B } from './a';",
      'import type {',
      '  C,',
      "} from '../c';",
      "import './side-effect';",
      "export { d } from './d';",
      "export * from './e';",
      "export type { F } from './f';",
      "// import { no } from './line-comment';",
      "/* import('./block-comment') */",
      'const text = "import x from \'./in-a-string\'";',
      'const pattern = /[\'"]/g; const half = 1 / 2; const other = 4 / half;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, on purpose
      "const template = `${'`'} import('./in-a-template') ${`nested ${1}`}`;",
      "const jsx = <p>Don't import('./in-jsx-text') here</p>;",
      "const lazy = () => import('./lazy');",
      'const meta = import.meta.url;',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../c', './side-effect', './d', './e', './f', './lazy']);
  });

  it('resolves every relative import in src/ to a file, and sees the graph whole', () => {
    expect(unresolved).toEqual([]);
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('src/worker.ts')).toContain('src/site/routes.tsx');
    // The browser's entry (written by the build) imports each island lazily; those imports count like any other.
    expect(graph.get('src/generated/island-runtime.ts')).toContain('src/site/quiz/GrowthQuiz.island.tsx');
  });
});

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    expect(cycles().map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('gives every part of src/ a layer', () => {
    const parts = new Set([...graph.keys()].map(partOf));
    expect([...parts].filter((part) => layerOf(part) === undefined)).toEqual([]);
  });

  it('points every import down the layers: no part imports its own layer or one above', () => {
    expect(violations()).toEqual([]);
  });
});

/**
 * Turns a section's multi-line content (the line formats documented on
 * TrainingSectionContent) into blocks the reader renders as real elements.
 * Pure and string-only: nothing here is ever treated as HTML.
 */

/** A run of text, bold when it was wrapped in ** markers. */
export type InlineSpan = { text: string; strong: boolean };

type QuizAnswer = { text: string; correct: boolean };
export type QuizQuestion = { question: string; answers: QuizAnswer[]; why: string };

export type SectionBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; spans: InlineSpan[] }
  | { kind: 'paragraph'; spans: InlineSpan[] }
  | { kind: 'numbered-list'; start: number; items: InlineSpan[][] }
  | { kind: 'bullet-list'; items: InlineSpan[][] }
  | { kind: 'image'; caption: string }
  | { kind: 'video'; title: string; duration: string }
  | { kind: 'quiz'; questions: QuizQuestion[] }
  | { kind: 'checklist'; items: InlineSpan[][] };

const headingLine = /^(#{1,3})\s+(.+)$/;
const numberedLine = /^(\d+)\.\s+(.+)$/;
const bulletLine = /^[-•*]\s+(.+)$/;
const imageLine = /^\[Image:\s*(.+?)\s*\]$/;
// The title may itself contain commas: the duration is after the last one.
const videoLine = /^\[Video:\s*(.+),\s*(\d{1,2}:\d{2}(?::\d{2})?)\s*\]$/;

/** Splits "**bold** and plain" into spans. An unmatched ** stays as literal text. */
export function parseInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  const bold = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(bold)) {
    const index = match.index ?? 0;
    if (index > last) spans.push({ text: text.slice(last, index), strong: false });
    spans.push({ text: match[1] ?? '', strong: true });
    last = index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), strong: false });
  return spans;
}

/** The plain text of spans, e.g. for comparing a heading with a title. */
function spansText(spans: InlineSpan[]): string {
  return spans.map((span) => span.text).join('');
}

export function parseSection(type: string, content: string): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  let quiz: { kind: 'quiz'; questions: QuizQuestion[] } | undefined;
  let question: QuizQuestion | undefined;

  const last = () => blocks[blocks.length - 1];

  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) {
      // A blank line ends a question and any list.
      question = undefined;
      blocks.push({ kind: 'paragraph', spans: [] });
      continue;
    }

    if (type === 'quiz') {
      if (line.startsWith('Q:')) {
        question = { question: line.slice(2).trim(), answers: [], why: '' };
        if (!quiz) {
          quiz = { kind: 'quiz', questions: [] };
          blocks.push(quiz);
        }
        quiz.questions.push(question);
        continue;
      }
      if (question) {
        if (line.startsWith('- ') || line.startsWith('* ')) {
          question.answers.push({ text: line.slice(2).trim(), correct: line.startsWith('* ') });
          continue;
        }
        if (line.startsWith('Why:')) {
          question.why = line.slice(4).trim();
          continue;
        }
      }
    }

    if (type === 'checklist' && line.startsWith('- ')) {
      const item = parseInline(line.slice(2).trim());
      const previous = last();
      if (previous?.kind === 'checklist') previous.items.push(item);
      else blocks.push({ kind: 'checklist', items: [item] });
      continue;
    }

    const video = videoLine.exec(line);
    if (video) {
      blocks.push({ kind: 'video', title: (video[1] ?? '').trim(), duration: video[2] ?? '' });
      continue;
    }
    const image = imageLine.exec(line);
    if (image) {
      blocks.push({ kind: 'image', caption: image[1] ?? '' });
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, spans: parseInline((heading[2] ?? '').trim()) });
      continue;
    }
    const numbered = numberedLine.exec(line);
    if (numbered) {
      const item = parseInline(numbered[2] ?? '');
      const previous = last();
      if (previous?.kind === 'numbered-list') previous.items.push(item);
      else blocks.push({ kind: 'numbered-list', start: Number(numbered[1]), items: [item] });
      continue;
    }
    // "* " is a bullet only outside quizzes; a line opening with "**" is bold text, not a bullet.
    const bullet = line.startsWith('**') ? null : bulletLine.exec(line);
    if (bullet) {
      const item = parseInline(bullet[1] ?? '');
      const previous = last();
      if (previous?.kind === 'bullet-list') previous.items.push(item);
      else blocks.push({ kind: 'bullet-list', items: [item] });
      continue;
    }
    blocks.push({ kind: 'paragraph', spans: parseInline(line) });
  }

  // Blank lines only served to end runs: drop the empty paragraphs they left.
  return blocks.filter((block) => block.kind !== 'paragraph' || block.spans.length > 0);
}

/** A first "# Heading" that repeats the section title would duplicate the h2 right above it. */
export function withoutRepeatedTitle(blocks: SectionBlock[], title: string): SectionBlock[] {
  const [first, ...rest] = blocks;
  if (
    first?.kind === 'heading' &&
    first.level === 1 &&
    spansText(first.spans).trim().toLowerCase() === title.trim().toLowerCase()
  )
    return rest;
  return blocks;
}

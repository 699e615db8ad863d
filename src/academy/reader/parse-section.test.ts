import { describe, expect, it } from 'vitest';
import { trainingCategories } from '../content/modules/index';
import { parseInline, parseSection, type SectionBlock } from './parse-section';

const plain = (text: string) => [{ text, strong: false }];

describe('parseInline', () => {
  it('turns **markers** into strong spans and keeps the rest as text', () => {
    expect(parseInline('If in doubt, **call the vet.** Always.')).toEqual([
      { text: 'If in doubt, ', strong: false },
      { text: 'call the vet.', strong: true },
      { text: ' Always.', strong: false },
    ]);
  });

  it('leaves an unmatched ** as literal text', () => {
    expect(parseInline('5 ** 2 is not bold')).toEqual(plain('5 ** 2 is not bold'));
  });
});

describe('parseSection', () => {
  it('reads headings of one to three hashes with their levels', () => {
    const blocks = parseSection('text', '# Heatstroke\n## Warning signs\n### In flat-faced breeds');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, spans: plain('Heatstroke') },
      { kind: 'heading', level: 2, spans: plain('Warning signs') },
      { kind: 'heading', level: 3, spans: plain('In flat-faced breeds') },
    ]);
  });

  it('groups numbered lines into one list that keeps its starting number', () => {
    const blocks = parseSection('text', '1. **Stop the activity**\n2. Call the vet\n\nThen:\n4. Keep cooling');
    expect(blocks).toEqual([
      {
        kind: 'numbered-list',
        start: 1,
        items: [[{ text: 'Stop the activity', strong: true }], plain('Call the vet')],
      },
      { kind: 'paragraph', spans: plain('Then:') },
      { kind: 'numbered-list', start: 4, items: [plain('Keep cooling')] },
    ]);
  });

  it('groups "- " and "• " lines into bullet lists, and a line opening with ** stays a paragraph', () => {
    const blocks = parseSection('text', '- Shade\n• Water\n**Any bite wound** needs a check.');
    expect(blocks).toEqual([
      { kind: 'bullet-list', items: [plain('Shade'), plain('Water')] },
      {
        kind: 'paragraph',
        spans: [
          { text: 'Any bite wound', strong: true },
          { text: ' needs a check.', strong: false },
        ],
      },
    ]);
  });

  it('reads [Image: ...] as an image placeholder and [Video: title, mm:ss] as a video card', () => {
    const blocks = parseSection(
      'video',
      '[Video: Checking a dog over, nose to tail, 07:00]\n[Image: A calm rest room, soft lighting]',
    );
    expect(blocks).toEqual([
      { kind: 'video', title: 'Checking a dog over, nose to tail', duration: '07:00' },
      { kind: 'image', caption: 'A calm rest room, soft lighting' },
    ]);
  });

  it('reads a quiz into questions with the starred answer correct and the Why line', () => {
    const content =
      'Q: What is first aid for?\n- Replacing the vet\n* Keeping the dog stable until the vet\nWhy: First aid buys time.\n\nQ: Pale gums mean?\n* Call the vet\n- Nothing\nWhy: It may be shock.';
    expect(parseSection('quiz', content)).toEqual([
      {
        kind: 'quiz',
        questions: [
          {
            question: 'What is first aid for?',
            answers: [
              { text: 'Replacing the vet', correct: false },
              { text: 'Keeping the dog stable until the vet', correct: true },
            ],
            why: 'First aid buys time.',
          },
          {
            question: 'Pale gums mean?',
            answers: [
              { text: 'Call the vet', correct: true },
              { text: 'Nothing', correct: false },
            ],
            why: 'It may be shock.',
          },
        ],
      },
    ]);
  });

  it('makes "- " lines of a checklist section tickable items, but bullets elsewhere', () => {
    expect(parseSection('checklist', '- Gloves\n- Torch')).toEqual([
      { kind: 'checklist', items: [plain('Gloves'), plain('Torch')] },
    ]);
    expect(parseSection('text', '- Gloves\n- Torch')).toEqual([
      { kind: 'bullet-list', items: [plain('Gloves'), plain('Torch')] },
    ]);
  });

  it('keeps markup and script-like content as plain text', () => {
    const blocks = parseSection(
      'text',
      '<script>alert(1)</script>\n[Image: javascript:alert(1)]\n- <img src=x onerror=alert(1)>',
    );
    expect(blocks).toEqual<SectionBlock[]>([
      { kind: 'paragraph', spans: plain('<script>alert(1)</script>') },
      { kind: 'image', caption: 'javascript:alert(1)' },
      { kind: 'bullet-list', items: [plain('<img src=x onerror=alert(1)>')] },
    ]);
  });
});

describe('the Academy content', () => {
  const sections = trainingCategories.flatMap((category) =>
    category.modules.flatMap((module) => module.sections.map((section) => ({ module: module.slug, ...section }))),
  );

  it('has quizzes whose every question has exactly one correct answer, at least two answers and a Why line', () => {
    const quizzes = sections.filter((section) => section.type === 'quiz');
    expect(quizzes.length).toBeGreaterThan(0);
    for (const quiz of quizzes) {
      const blocks = parseSection(quiz.type, quiz.content);
      expect(
        blocks.map((block) => block.kind),
        quiz.module,
      ).toEqual(['quiz']);
      const [block] = blocks;
      if (block?.kind !== 'quiz') throw new Error('not a quiz');
      for (const question of block.questions) {
        expect(
          question.answers.filter((answer) => answer.correct),
          question.question,
        ).toHaveLength(1);
        expect(question.answers.length).toBeGreaterThanOrEqual(2);
        expect(question.why, question.question).not.toBe('');
      }
    }
  });

  it('has checklists made only of tickable items and videos that open with their video card', () => {
    for (const section of sections) {
      const kinds = parseSection(section.type, section.content).map((block) => block.kind);
      if (section.type === 'checklist') expect(kinds, section.title).toEqual(['checklist']);
      if (section.type === 'video') expect(kinds[0], section.title).toBe('video');
    }
  });
});

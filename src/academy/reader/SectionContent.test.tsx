import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { parseSection } from './parse-section';
import { SectionContent, type SectionInteraction } from './SectionContent';

const idle: SectionInteraction = { ticks: {}, onTick: () => {} };
const render = (type: string, content: string, interaction = idle) =>
  renderToString(
    <SectionContent blocks={parseSection(type, content)} blockKey="0" idPrefix="t" interaction={interaction} />,
  );

describe('SectionContent', () => {
  it('renders headings below the section h2, lists, bold and figures as real elements', () => {
    const html = render(
      'text',
      '# Heatstroke\n## Signs\n### Flat faces\n1. **Stop**\n2. Cool\n- Shade\n[Image: A dog in the shade]',
    );
    expect(html).toContain('<h3');
    expect(html).toContain('<h4');
    expect(html).toContain('<h5');
    expect(html).toMatch(/<ol[^>]*><li><strong>Stop<\/strong><\/li><li>Cool<\/li><\/ol>/);
    expect(html).toMatch(/<ul[^>]*><li>Shade<\/li><\/ul>/);
    expect(html).toMatch(
      /<figure[^>]*>[\s\S]*<svg[\s\S]*<figcaption[^>]*>[\s\S]*A dog in the shade<\/figcaption><\/figure>/,
    );
  });

  it('renders a video placeholder card with the title and duration', () => {
    const html = render('video', '[Video: Making the emergency call, 05:15]');
    expect(html).toContain('Making the emergency call');
    expect(html).toContain('05:15');
    expect(html).toContain('data-block="video"');
  });

  it('renders script and javascript: content as text, never as markup or links', () => {
    const html = render(
      'text',
      '<script>alert(1)</script>\n[Image: javascript:alert(1)]\n- <img src=x onerror=alert(1)>\n**<b>bold</b>**',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('href');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('javascript:alert(1)</figcaption>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders a quiz as a form the Worker marks, and shows a marked attempt without revealing a wrong answer', () => {
    const quiz = 'Q: First?\n- Wrong\n- Right\n\nQ: Second?\n- Right\n- Wrong';
    const form = {
      action: '/training/module/m/quiz',
      sectionIndex: 2,
      csrfToken: 'token',
      pending: false,
      passPercent: 80,
    };
    const fresh = render('quiz', quiz, {
      ...idle,
      quiz: {
        ...form,
        view: { result: null, passed: false, attemptsLeft: 3, retryAt: null, attempt: 1, content: null },
      },
    });
    expect(fresh).toMatch(/<form [^>]*action="\/training\/module\/m\/quiz"/);
    expect(fresh).toMatch(/<form [^>]*method="post"/);
    expect(fresh).toContain('name="section" value="2"');
    expect(fresh).toContain('name="q0" value="1"');
    expect(fresh).toContain('name="attempt" value="1"');
    expect(fresh).toContain('Submit answers');
    expect(fresh).not.toContain('data-result');
    const failed = render('quiz', quiz, {
      ...idle,
      quiz: {
        ...form,
        view: {
          result: {
            score: 50,
            correctAnswers: 1,
            totalQuestions: 2,
            isPassing: false,
            perQuestion: [],
            chosen: [1, 1],
            explanations: null,
          },
          passed: false,
          attemptsLeft: 2,
          retryAt: null,
          attempt: 2,
          content: null,
        },
      },
    });
    expect(failed).toContain('Not passed yet');
    // A failed attempt gives its score alone: no question is marked right or wrong until the quiz is passed.
    expect(failed).not.toContain('data-result');
    expect(failed).toContain('Which answers were right is shown once you pass');
    expect(failed).toContain('2 attempts left');
  });

  it('offers someone not signed in the free demo or sign-in in place of Submit, and posts nowhere', () => {
    const quiz = 'Q: First?\n- Wrong\n- Right';
    const view = { result: null, passed: false, attemptsLeft: null, retryAt: null, attempt: null, content: null };
    const html = render('quiz', quiz, {
      ...idle,
      quiz: {
        action: '/training/module/m/quiz',
        sectionIndex: 2,
        csrfToken: null,
        pending: false,
        passPercent: 80,
        view,
      },
    });
    expect(html).toContain('First?');
    expect(html).not.toContain('Submit answers');
    expect(html).not.toContain('action=');
    expect(html).toContain('href="/training/sign-in#register"');
    expect(html).toContain('Try the free demo');
  });

  it('renders checklist items as checkboxes with a ticked count', () => {
    const html = render('checklist', '- Gloves\n- Torch', { ...idle, ticks: { '0:0:1': true } });
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toMatch(/1<!-- --> of <!-- -->2<!-- --> ticked/);
  });
});

/**
 * Playing a quiz as a learner does: read the form the page renders (the
 * attempt it is for, and each question's options in the order shown), then
 * post the positions of the options wanted, chosen by their text.
 */
import { env } from 'cloudflare:workers';
import { database } from '../../src/db/client';
import { findActiveModule } from '../../src/academy/content/training-repository';
import { quizQuestions } from '../../src/academy/quiz-marking';
import { getAsLearner, postAsLearner, type TestLearner } from './learner';

/** The quiz form as rendered: the attempt number it posts, and each question's option texts in the order shown. */
export interface RenderedQuiz {
  attempt: string | null;
  options: string[][];
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity);

/** Reads the quiz form out of a module page's HTML. */
export function renderedQuiz(html: string): RenderedQuiz {
  const options: string[][] = [];
  for (const match of html.matchAll(/<input type="radio"([^>]*)\/><span>([^<]*)<\/span>/g)) {
    const attributes = match[1] ?? '';
    const question = Number(/name="q(\d+)"/.exec(attributes)?.[1]);
    const position = Number(/value="(\d+)"/.exec(attributes)?.[1]);
    options[question] ??= [];
    (options[question] as string[])[position] = decode(match[2] ?? '');
  }
  return { attempt: /name="attempt" value="(\d+)"/.exec(html)?.[1] ?? null, options };
}

/** The option texts of a module's quiz section in the order its content lists them, and which is right. */
export async function quizAsWritten(slug: string, section: number): Promise<{ text: string; correct: boolean }[][]> {
  const module = await findActiveModule(database(env.DB), slug);
  return quizQuestions(module?.sections[section]).map((question) => question.answers);
}

/** The page's quiz for this learner now. */
export async function quizShown(learner: TestLearner, path: string, section: number): Promise<RenderedQuiz> {
  return renderedQuiz(await (await getAsLearner(learner, `${path}?section=${section}`)).text());
}

/**
 * Posts the options at `picks` (indexes as the content lists them) the way the
 * page asks: as the positions the form shows them at, with its attempt number.
 */
export async function answerQuiz(
  learner: TestLearner,
  path: string,
  section: number,
  picks: number[],
  headers: Record<string, string> = {},
) {
  const slug = path.split('/').pop() ?? '';
  const [written, shown] = await Promise.all([quizAsWritten(slug, section), quizShown(learner, path, section)]);
  const fields: Record<string, string> = { section: String(section), attempt: shown.attempt ?? '' };
  picks.forEach((pick, question) => {
    const text = written[question]?.[pick]?.text;
    fields[`q${question}`] = String(shown.options[question]?.indexOf(text ?? '') ?? -1);
  });
  return postAsLearner(learner, `${path}/quiz`, fields, headers);
}

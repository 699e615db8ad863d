import { growthQuizQuestions, growthStages } from '../../content/growth-quiz';
import { Island, IslandFallback } from '../../islands/Island';
import GrowthQuiz from './GrowthQuiz.island';
import { QuizPlainForm } from './QuizPlainForm';
import { readQuizSubmission } from './quiz-form';
import { QuizResult } from './QuizResult';

/**
 * The growth quiz as the page places it. With JavaScript: the Start the Quiz
 * button and its dialog (the island). Without: a plain GET form with the six
 * questions (in <noscript>, so scripted visitors never see it twice), which
 * comes back here through the address's query; the server then renders the
 * result stage, or the form again with the answers kept and a message beside
 * each question still to answer. If the island's code cannot run, the loader
 * makes that form live (IslandFallback).
 */

export function GrowthQuizTool({ query }: { query: Record<string, string> }) {
  const submission = readQuizSubmission(query, growthQuizQuestions);
  const result =
    submission.kind === 'complete' ? growthStages.find((stage) => stage.stage === submission.stage) : undefined;
  return (
    <>
      <Island name="growth-quiz" component={GrowthQuiz} props={{}} hydrate="visible" />
      {submission.kind === 'complete' && result ? (
        // Outside <noscript>: the address holds the answers, so the result reads the same with scripts on.
        <section aria-labelledby="quiz-result-title" data-quiz-result={result.stage}>
          <QuizResult result={result} average={submission.average} level={4} titleId="quiz-result-title">
            <a href="#contact" className="btn-primary">
              Book Strategic Consultation
            </a>
            <a href="/#growth-quiz" className="btn-outline">
              Retake Quiz
            </a>
          </QuizResult>
        </section>
      ) : (
        <IslandFallback island="growth-quiz">
          <QuizPlainForm
            questions={growthQuizQuestions}
            chosen={submission.kind === 'incomplete' ? submission.chosen : undefined}
            errors={submission.kind === 'incomplete' ? submission.errors : undefined}
          />
        </IslandFallback>
      )}
    </>
  );
}

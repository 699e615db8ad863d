/**
 * The growth stage quiz (spec 01 §2, §4): six questions in a dialog, one at a
 * time, with progress; the average score gives the stage and next steps.
 * The button opens the dialog with no script (an invoker command) and the
 * first question is in the server HTML; an answer pressed before this island
 * has hydrated is held (busy) and replayed once it has. Without JavaScript
 * the button is hidden and GrowthQuizTool's plain form takes its place. If
 * this code cannot run, the loader shows that plain form instead.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { growthQuizQuestions, growthStages } from '../../content/growth-quiz';
import type { JsonValue } from '../../lib/json';
import { goToSection } from '../../layout/scroll';
import { Dialog, opensDialog, useDialog } from '../../ui/Dialog';
import { averagePoints, percentComplete, quizReducer, stageForAverage, type QuizAction } from './growth-stage';
import { ProgressBar } from '../../ui/ProgressBar';
import { QuizResult } from './QuizResult';
import { getJson } from '../../lib/http';
import type { GrowthStage } from '../../content/types';
import { quizQueryOf } from './quiz-form';

/** Where the dialog asks the Worker for the stage of a completed quiz (quiz-endpoint.ts). */
const QUIZ_ENDPOINT = '/api/tools/quiz';

interface QuizAnswer {
  stage: GrowthStage;
  average: number;
}

interface GrowthQuizProps {
  [key: string]: JsonValue;
}

const total = growthQuizQuestions.length;

export default function GrowthQuiz(_props: GrowthQuizProps) {
  const dialog = useDialog();
  const [answers, setAnswers] = useState<number[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const questionId = useId();
  // The Worker's answer to the completed quiz, once it comes: the stage as the plain form's page would show it.
  const [answered, setAnswered] = useState<QuizAnswer | null>(null);
  const asked = useRef(0);
  // The answers as of the last press, ahead of the render: presses replayed after hydration come one after another.
  const latest = useRef<number[]>([]);
  const dispatch = (action: QuizAction) => {
    moveFocus.current = true;
    const before = latest.current;
    const next = quizReducer(before, action, total);
    latest.current = next;
    setAnswers(next);
    setAnswered(null);
    const run = ++asked.current;
    // The last answer given: the Worker answers (and counts a tool used). Until it does, or if it cannot be reached,
    // the stage worked out here is shown: nothing waits on the network.
    if (action.type === 'answer' && next.length === total && before.length < total)
      getJson<QuizAnswer>(`${QUIZ_ENDPOINT}?${quizQueryOf(next, growthQuizQuestions)}`, 'no-store').then(
        (answer) => run === asked.current && setAnswered(answer),
        () => undefined,
      );
  };

  const finished = answers.length >= total;
  const question = growthQuizQuestions[answers.length];
  const average = answered?.average ?? averagePoints(answers);
  const shownStage = answered?.stage ?? stageForAverage(average);
  const result = finished ? growthStages.find((stage) => stage.stage === shownStage) : undefined;
  const percent = percentComplete(answers.length, total);

  useEffect(() => {
    // After each choice the pressed button is gone: move focus to the new question or the result.
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [answers]);

  const bookConsultation = () => {
    dialog.close();
    goToSection('contact');
  };

  return (
    <>
      <button {...opensDialog(dialog)} className="needs-script btn-primary">
        Start the Quiz
      </button>
      <Dialog dialog={dialog} title="Business Growth Stage Quiz">
        <ProgressBar label="Quiz progress" percent={percent} className="h-2 w-full" />
        <p className="mt-2 flex justify-between text-sm text-muted">
          <span>{finished ? 'All questions answered' : `Question ${answers.length + 1} of ${total}`}</span>
          <span>{percent}% complete</span>
        </p>

        {question && !finished ? (
          <div className="mt-6">
            <h3
              ref={headingRef}
              tabIndex={-1}
              id={questionId}
              className="font-display text-xl font-bold text-ink outline-none"
            >
              {question.question}
            </h3>
            <ul aria-labelledby={questionId} className="mt-4 grid gap-2">
              {question.answers.map((answer) => (
                <li key={answer.value}>
                  <button
                    type="button"
                    className="w-full rounded-xl border-2 border-stone-200 bg-white px-4 py-3 text-left font-medium text-ink hover:border-brand-700 hover:bg-brand-50"
                    onClick={() => dispatch({ type: 'answer', points: answer.points })}
                  >
                    {answer.text}
                  </button>
                </li>
              ))}
            </ul>
            {answers.length > 0 ? (
              <button type="button" className="btn-ghost mt-4" onClick={() => dispatch({ type: 'previous' })}>
                Previous Question
              </button>
            ) : null}
          </div>
        ) : null}

        {result ? (
          <QuizResult result={result} average={average} level={3} titleRef={headingRef}>
            <button type="button" className="btn-primary" onClick={bookConsultation}>
              Book Strategic Consultation
            </button>
            <button type="button" className="btn-outline" onClick={() => dispatch({ type: 'retake' })}>
              Retake Quiz
            </button>
          </QuizResult>
        ) : null}
      </Dialog>
    </>
  );
}

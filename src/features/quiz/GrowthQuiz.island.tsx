/**
 * The growth stage quiz (spec 01 §2, §4): six questions in a dialog, one at a
 * time, with progress; the average score gives the stage and next steps.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { growthQuizQuestions, growthStages } from '../../content/growth-quiz';
import type { AccentColour } from '../../content/types';
import type { JsonValue } from '../../islands/Island';
import { goToSection } from '../../layout/scroll';
import { Dialog } from '../../ui/Dialog';
import { averagePoints, percentComplete, quizReducer, stageForAverage, type QuizAction } from './growth-stage';
import { ProgressBar } from '../../ui/ProgressBar';

export interface GrowthQuizProps {
  [key: string]: JsonValue;
}

/** Literal class names per colour token (UnoCSS only sees whole class names). */
const stageColours: Record<AccentColour, string> = {
  teal: 'border-teal-700 bg-teal-50 text-teal-900',
  amber: 'border-amber-700 bg-amber-50 text-amber-900',
  rose: 'border-rose-700 bg-rose-50 text-rose-900',
  indigo: 'border-indigo-700 bg-indigo-50 text-indigo-900',
  emerald: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  sky: 'border-sky-700 bg-sky-50 text-sky-900',
  orange: 'border-orange-700 bg-orange-50 text-orange-900',
  violet: 'border-violet-700 bg-violet-50 text-violet-900',
  lime: 'border-lime-700 bg-lime-50 text-lime-900',
  slate: 'border-slate-700 bg-slate-50 text-slate-900',
};

const total = growthQuizQuestions.length;

export default function GrowthQuiz(_props: GrowthQuizProps) {
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<number[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const questionId = useId();
  const dispatch = (action: QuizAction) => {
    moveFocus.current = true;
    setAnswers((current) => quizReducer(current, action, total));
  };

  const finished = answers.length >= total;
  const question = growthQuizQuestions[answers.length];
  const average = averagePoints(answers);
  const result = finished ? growthStages.find((stage) => stage.stage === stageForAverage(average)) : undefined;
  const percent = percentComplete(answers.length, total);

  useEffect(() => {
    // After each choice the pressed button is gone: move focus to the new question or the result.
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [answers]);

  const bookConsultation = () => {
    setOpen(false);
    goToSection('contact');
  };

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        Start the Quiz
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Business Growth Stage Quiz">
        <ProgressBar label="Quiz progress" percent={percent} className="h-2 w-full" />
        <p className="mt-2 flex justify-between text-sm text-muted">
          <span>{finished ? 'All questions answered' : `Question ${answers.length + 1} of ${total}`}</span>
          <span>{percent}% complete</span>
        </p>

        {question && !finished ? (
          <div className="mt-6">
            <h3 ref={headingRef} tabIndex={-1} id={questionId} className="font-display text-xl font-bold text-ink outline-none">
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
          <div className="mt-6">
            <div className={`rounded-xl border-l-4 p-5 ${stageColours[result.colour]}`}>
              <p className="text-sm font-semibold">Your growth stage (average score {average.toFixed(1)} out of 5)</p>
              <h3 ref={headingRef} tabIndex={-1} className="mt-1 font-display text-2xl font-bold outline-none">
                {result.title}
              </h3>
              <p className="mt-2">{result.description}</p>
            </div>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <div>
                <h4 className="font-semibold text-ink">What this stage looks like</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
                  {result.characteristics.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-semibold text-ink">Your next steps</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
                  {result.nextSteps.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={bookConsultation}>
                Book Strategic Consultation
              </button>
              <button type="button" className="btn-outline" onClick={() => dispatch({ type: 'retake' })}>
                Retake Quiz
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

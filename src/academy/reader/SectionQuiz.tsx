/**
 * A quiz section's form: the learner's last marked attempt, the questions in
 * the order of the attempt it is for, and Submit (or, for someone not signed
 * in, the offer of an account: only a learner's attempts are marked).
 */
import type { QuizQuestion } from './parse-section';

/** What the learner has done with a quiz: the last marked attempt and what is allowed next. Marked on the server. */
type QuizResultView = {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  isPassing: boolean;
  /** Whether each question was right, in order. */
  perQuestion: boolean[];
  /** The answer index chosen for each question (null: none). */
  chosen: (number | null)[];
  /** The explanations, given once the quiz is passed; before that the right answers stay unsaid. */
  explanations: string[] | null;
};

export type QuizView = {
  result: QuizResultView | null;
  passed: boolean;
  /** Attempts left in the window; null when not counted (someone not signed in). */
  attemptsLeft: number | null;
  /** When the next attempt is allowed, in UK words, once none are left. */
  retryAt: string | null;
  /** The attempt the form is for (posted with it, so the Worker reads its positions in that attempt's order); null: not signed in. */
  attempt: number | null;
  /** The quiz's content with each question's options in that attempt's order (no answers); null: the section's own. */
  content: string | null;
};

/** A quiz is a form the Worker marks: posted as it is without scripts, through onSubmit with them. */
export interface QuizForm {
  action: string;
  sectionIndex: number;
  /** The session's form token; null: not signed in, so the questions are offered to read, and an account to answer them. */
  csrfToken: string | null;
  view: QuizView;
  pending: boolean;
  passPercent: number;
  onSubmit?: (form: HTMLFormElement) => void;
}

function QuizOutcome({ view, passPercent }: { view: QuizView; passPercent: number }) {
  const { result } = view;
  if (!result) return null;
  const attempts =
    view.attemptsLeft === null || view.passed
      ? ''
      : view.attemptsLeft > 0
        ? ` You have ${view.attemptsLeft} ${view.attemptsLeft === 1 ? 'attempt' : 'attempts'} left today.`
        : ` You have used every attempt for now; you can try again from ${view.retryAt ?? 'tomorrow'}.`;
  return (
    <div
      role="status"
      data-quiz-outcome={result.isPassing ? 'passed' : 'failed'}
      className={`rounded-xl border-2 p-4 ${result.isPassing ? 'border-emerald-700 bg-emerald-50 text-emerald-950' : 'border-rose-700 bg-rose-50 text-rose-950'}`}
    >
      <p className="font-semibold">
        {result.isPassing ? 'Passed' : 'Not passed yet'}: {result.correctAnswers} of {result.totalQuestions} correct (
        {result.score}%).
      </p>
      <p className="mt-1 text-sm">
        {result.isPassing
          ? 'Well done. The explanations are below each question.'
          : `The pass mark is ${passPercent}%. Which answers were right is shown once you pass; re-read the module's sections, then try again.`}
        {attempts}
      </p>
    </div>
  );
}

const offerLink = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * In place of Submit for someone not signed in: only a learner's attempts are
 * marked (and counted, 3 a day), so nobody can find the answers by trying again and again.
 */
function AnswerOffer({ passPercent }: { passPercent: number }) {
  return (
    <div className="rounded-xl border-2 border-accent-400 bg-accent-100 p-4 text-ink" data-quiz-offer>
      <p className="font-semibold">Want your answers marked?</p>
      <p className="mt-1 text-sm">
        Quizzes are marked for learners with an account (pass mark {passPercent}%), and passing them earns a
        certificate. The free demo includes this quiz.
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a className={offerLink} href="/training/sign-in#register">
          Try the free demo
        </a>
        <a className={offerLink} href="/training/sign-in">
          Sign in
        </a>
      </p>
    </div>
  );
}

export function Quiz({
  questions,
  idPrefix,
  form,
}: {
  questions: QuizQuestion[];
  idPrefix: string;
  form: QuizForm | undefined;
}) {
  const view = form?.view;
  const result = view?.result ?? null;
  const locked = Boolean(view && !view.passed && view.attemptsLeft === 0);
  const closed = Boolean(view?.passed) || locked;
  const answering = Boolean(form?.csrfToken);
  return (
    <form
      method="post"
      action={answering ? form?.action : undefined}
      className="my-6 grid gap-5"
      data-block="quiz"
      onSubmit={(event) => {
        if (answering && !form?.onSubmit) return;
        event.preventDefault();
        if (answering) form?.onSubmit?.(event.currentTarget);
      }}
    >
      {form && answering ? (
        <>
          <input type="hidden" name="section" value={form.sectionIndex} />
          <input type="hidden" name="csrf" value={form.csrfToken ?? ''} />
          {view?.attempt ? <input type="hidden" name="attempt" value={view.attempt} /> : null}
        </>
      ) : null}
      {view ? <QuizOutcome view={view} passPercent={form?.passPercent ?? 80} /> : null}
      {questions.map((question, questionIndex) => {
        const marked = result?.perQuestion.length
          ? result.perQuestion[questionIndex]
            ? 'correct'
            : 'incorrect'
          : undefined;
        const why = result?.explanations?.[questionIndex];
        return (
          <fieldset
            key={questionIndex}
            data-result={marked}
            disabled={closed}
            className={`rounded-xl border-2 p-4 ${marked === 'correct' ? 'border-emerald-600 bg-emerald-50' : marked === 'incorrect' ? 'border-rose-600 bg-rose-50' : 'border-stone-200 bg-white'}`}
          >
            <legend className="px-1 font-semibold text-ink">
              {questionIndex + 1}. {question.question}
            </legend>
            <div className="mt-2 grid gap-2">
              {question.answers.map((answer, answerIndex) => (
                <label
                  key={answerIndex}
                  className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-stone-50"
                >
                  <input
                    type="radio"
                    className="mt-1 h-4 w-4 accent-brand-700"
                    name={`q${questionIndex}`}
                    value={answerIndex}
                    id={`${idPrefix}-q${questionIndex}-a${answerIndex}`}
                    defaultChecked={result?.chosen[questionIndex] === answerIndex}
                  />
                  <span>{answer.text}</span>
                </label>
              ))}
            </div>
            {marked ? (
              <p className={`mt-3 text-sm ${marked === 'correct' ? 'text-emerald-900' : 'text-rose-900'}`}>
                <strong>
                  {marked === 'correct'
                    ? '✓ Correct.'
                    : result?.chosen[questionIndex] === null
                      ? '✗ Not answered.'
                      : '✗ Not this one.'}
                </strong>
                {why ? ` ${why}` : ''}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {form && !answering ? <AnswerOffer passPercent={form.passPercent} /> : null}
      {form && answering && !closed ? (
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" aria-busy={form.pending || undefined} disabled={form.pending}>
            {form.pending ? 'Marking...' : 'Submit answers'}
          </button>
          <p className="text-sm text-muted">
            Pass mark {form.passPercent}%.
            {view?.attemptsLeft !== null && view?.attemptsLeft !== undefined
              ? ` ${view.attemptsLeft} of your attempts left today.`
              : ''}
          </p>
        </div>
      ) : null}
    </form>
  );
}

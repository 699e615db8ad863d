/**
 * Renders a section's parsed blocks as real elements (headings under the
 * section's h2, lists, figures, quizzes, checklists). Text only ever goes in
 * as React text, so content can never inject markup or links.
 */
import { Fragment } from 'react';
import type { InlineSpan, QuizQuestion, SectionBlock } from './parse-section';

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
interface QuizForm {
  action: string;
  sectionIndex: number;
  /** The session's form token; null: not signed in, so the questions are offered to read, and an account to answer them. */
  csrfToken: string | null;
  view: QuizView;
  pending: boolean;
  passPercent: number;
  onSubmit?: (form: HTMLFormElement) => void;
}

/** Checklist ticks live in the reader so they survive moving between sections; the quiz is the section's form. */
export interface SectionInteraction {
  ticks: Record<string, boolean>;
  onTick: (itemKey: string, ticked: boolean) => void;
  quiz?: QuizForm | undefined;
}

function Inline({ spans }: { spans: InlineSpan[] }) {
  return (
    <>
      {spans.map((span, index) =>
        span.strong ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>,
      )}
    </>
  );
}

function Heading({ level, spans }: { level: 1 | 2 | 3; spans: InlineSpan[] }) {
  // The section title is the h2, so content headings sit below it.
  if (level === 1)
    return (
      <h3 className="mt-8 mb-3 font-display text-xl font-bold text-ink first:mt-0">
        <Inline spans={spans} />
      </h3>
    );
  if (level === 2)
    return (
      <h4 className="mt-6 mb-2 text-lg font-semibold text-ink">
        <Inline spans={spans} />
      </h4>
    );
  return (
    <h5 className="mt-5 mb-2 font-semibold text-ink">
      <Inline spans={spans} />
    </h5>
  );
}

function ImagePlaceholder({ caption }: { caption: string }) {
  return (
    <figure
      className="my-6 overflow-hidden rounded-xl border border-dashed border-brand-200 bg-brand-50"
      data-block="image"
    >
      <div className="flex items-center justify-center py-10 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 16l-5-5-9 9" />
        </svg>
      </div>
      <figcaption className="border-t border-brand-100 bg-white px-4 py-3 text-sm text-muted">
        <span className="font-semibold text-ink">Illustration: </span>
        {caption}
      </figcaption>
    </figure>
  );
}

function VideoPlaceholder({ title, duration }: { title: string; duration: string }) {
  return (
    <div className="my-6 flex items-center gap-4 rounded-xl bg-ink p-5 text-white" data-block="video">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-400 text-ink">
        <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-stone-300">
          Video · <span aria-label={`duration ${duration}`}>{duration}</span>
        </p>
        <p className="mt-1 text-sm text-stone-300">
          The recording is in production; the summary below covers everything it shows.
        </p>
      </div>
    </div>
  );
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

function Quiz({
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

function Checklist({
  items,
  listKey,
  interaction,
}: {
  items: InlineSpan[][];
  listKey: string;
  interaction: SectionInteraction;
}) {
  const ticked = items.filter((_, index) => interaction.ticks[`${listKey}:${index}`]).length;
  return (
    <div className="my-6" data-block="checklist">
      <ul className="grid gap-2">
        {items.map((item, index) => {
          const key = `${listKey}:${index}`;
          return (
            <li key={index}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2.5 hover:border-brand-600">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 accent-brand-700"
                  checked={interaction.ticks[key] ?? false}
                  onChange={(event) => interaction.onTick(key, event.currentTarget.checked)}
                />
                <span>
                  <Inline spans={item} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm font-semibold text-muted" aria-live="polite">
        {ticked} of {items.length} ticked
      </p>
    </div>
  );
}

export function SectionContent({
  blocks,
  blockKey,
  idPrefix,
  interaction,
}: {
  blocks: SectionBlock[];
  /** Distinguishes this section's quiz answers and ticks from other sections'. */
  blockKey: string;
  idPrefix: string;
  interaction: SectionInteraction;
}) {
  return (
    <div className="leading-relaxed text-ink">
      {/* biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every kind of block (TypeScript checks it) */}
      {blocks.map((block, index) => {
        const key = `${blockKey}:${index}`;
        switch (block.kind) {
          case 'heading':
            return <Heading key={index} level={block.level} spans={block.spans} />;
          case 'paragraph':
            return (
              <p key={index} className="my-3">
                <Inline spans={block.spans} />
              </p>
            );
          case 'numbered-list':
            return (
              <ol
                key={index}
                start={block.start === 1 ? undefined : block.start}
                className="my-4 list-decimal space-y-1.5 pl-6"
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline spans={item} />
                  </li>
                ))}
              </ol>
            );
          case 'bullet-list':
            return (
              <ul key={index} className="my-4 list-disc space-y-1.5 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline spans={item} />
                  </li>
                ))}
              </ul>
            );
          case 'image':
            return <ImagePlaceholder key={index} caption={block.caption} />;
          case 'video':
            return <VideoPlaceholder key={index} title={block.title} duration={block.duration} />;
          case 'quiz':
            // A new attempt orders the options anew: a fresh form, so no radio keeps a choice made at another position.
            return (
              <Quiz
                key={`${index}:${interaction.quiz?.view.attempt ?? ''}`}
                questions={block.questions}
                idPrefix={`${idPrefix}-${index}`}
                form={interaction.quiz}
              />
            );
          case 'checklist':
            return <Checklist key={index} items={block.items} listKey={key} interaction={interaction} />;
        }
      })}
    </div>
  );
}

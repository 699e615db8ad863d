/**
 * The module reader (spec 02 §4): one section at a time, chosen by Previous,
 * Next or the side list; Mark Complete toggles the current section; the
 * progress bar and the congratulations card follow the completed set.
 *
 * The server renders it whole, and it works without this script: for a
 * signed-in learner every button is a submit button of one progress form
 * (saved in training_progress, then back here), and each quiz is a form the
 * Worker marks. Hydrated, the same posts go through fetch and the page stays
 * put; if a post cannot get through, the plain form is sent instead. Someone
 * not signed in gets the spec's reader: links between sections and progress
 * kept in this browser, and the quizzes to read, with the free demo offered
 * where a learner has Submit (only a learner's attempts are marked).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { scrollBehavior } from '../../layout/scroll';
import { sectionTypeLabel } from '../catalogue/labels';
import { parseSection, withoutRepeatedTitle } from './parse-section';
import {
  completedSections,
  progressPercent,
  readStoredProgress,
  storeModuleProgress,
  toggleSection,
  whatIsLeftWords,
} from './progress';
import { SectionContent, type SectionInteraction } from './SectionContent';
import type { QuizView } from './SectionQuiz';
import type { TrainingSection } from '../content/training-document';
import { ReaderProgressCard } from './ReaderProgressCard';
import { ReaderSectionList, type SectionEntry } from './ReaderSectionList';
import { ModuleCongratulations } from './ModuleCongratulations';
import { postForJson } from './post-for-json';

/** What the progress form's answer says (JSON), and what the page starts from. */
export type ReaderProgress = {
  completedSections: number[];
  currentSection: number;
  /** The certificate issued when the module was completed. */
  certificateNumber: string | null;
};

export type ModuleReaderProps = {
  moduleSlug: string;
  moduleTitle: string;
  /** Quiz sections without their answers (the Worker marks them). */
  sections: TrainingSection[];
  categorySlug: string;
  categoryName: string;
  nextModule: { slug: string; title: string } | null;
  /** The section to show first (?section=N, else where the learner left off). */
  initialSection: number;
  /** Signed in: the session's form token and the saved progress; null for someone not signed in. */
  learner: { csrfToken: string; progress: ReaderProgress } | null;
  /** Each quiz section's standing, by section index. */
  quizzes: Record<string, QuizView>;
  passPercent: number;
  /** A message from the last plain post (e.g. what is left before the module can be completed). */
  notice: string | null;
};

export default function ModuleReader(props: ModuleReaderProps) {
  const { moduleSlug, moduleTitle, sections, categorySlug, categoryName, nextModule, learner, passPercent } = props;
  const id = useId();
  const formId = `${id}-progress`;
  const total = sections.length;
  const [current, setCurrent] = useState(Math.min(Math.max(0, props.initialSection), Math.max(0, total - 1)));
  const [completed, setCompleted] = useState<number[]>(learner?.progress.completedSections ?? []);
  const [certificateNumber, setCertificateNumber] = useState(learner?.progress.certificateNumber ?? null);
  const [quizzes, setQuizzes] = useState(props.quizzes);
  const [notice, setNotice] = useState(props.notice);
  const [pending, setPending] = useState<string | null>(null);
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const progressFormRef = useRef<HTMLFormElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const congratulationsRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const progressAction = `/training/module/${moduleSlug}/progress`;
  const quizAction = `/training/module/${moduleSlug}/quiz`;

  // Someone not signed in keeps progress in this browser; the server rendered none.
  useEffect(() => {
    if (!learner) setCompleted(completedSections(readStoredProgress(), moduleSlug, total));
  }, [learner, moduleSlug, total]);

  // On every section change the content scrolls into view and its title takes focus.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    articleRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, [current]);

  // A quiz is shown as its view orders it for the learner's next attempt (the Worker reorders its options each attempt).
  const section = sections[current];
  const ordered = quizzes[String(current)]?.content ?? null;
  const blocks = useMemo(
    () => (section ? withoutRepeatedTitle(parseSection(section.type, ordered ?? section.content), section.title) : []),
    [section, ordered],
  );
  const percent = progressPercent(completed.length, total);
  const quizSections = sections.flatMap((item, index) => (item.type === 'quiz' ? [index] : []));
  const quizzesToPass = learner ? quizSections.filter((index) => !quizzes[String(index)]?.passed) : [];
  const sectionsToMark = sections.map((_, index) => index).filter((index) => !completed.includes(index));
  const allDone = sectionsToMark.length === 0 && quizzesToPass.length === 0 && total > 0;
  const showCongratulations = learner ? certificateNumber !== null : allDone;
  const isLast = current === total - 1;
  const currentDone = completed.includes(current);

  /** A learner's press: saved through fetch, else sent as the plain form it is. */
  const saveThroughForm = async (
    button: HTMLButtonElement,
    name: string,
    value: string,
    apply: (reply: ReaderProgress) => void,
  ) => {
    if (!learner) return;
    const fields = new FormData();
    fields.set('csrf', learner.csrfToken);
    fields.set('section', String(current));
    fields.set(name, value);
    setPending(name);
    const answer = await postForJson<ReaderProgress>(progressAction, fields);
    setPending(null);
    if (!answer) {
      progressFormRef.current?.requestSubmit(button);
      return;
    }
    if (!answer.ok) {
      setNotice(answer.message);
      return;
    }
    setNotice(null);
    apply(answer.body);
  };

  const goTo = (index: number) => {
    const target = Math.min(Math.max(0, index), total - 1);
    setCurrent(target);
    // Where the learner is, saved as they move; a failed save of a position is not worth a page load.
    if (learner) {
      const fields = new FormData();
      fields.set('csrf', learner.csrfToken);
      fields.set('go', String(target));
      void postForJson(progressAction, fields);
    }
  };

  const toggleCurrent = (button: HTMLButtonElement) => {
    if (!learner) {
      const next = toggleSection(completed, current);
      setCompleted(next);
      storeModuleProgress(moduleSlug, next);
      return;
    }
    void saveThroughForm(button, currentDone ? 'unmark' : 'mark', String(current), (reply) =>
      setCompleted(reply.completedSections),
    );
  };

  const focusCongratulations = () => {
    requestAnimationFrame(() => {
      const card = congratulationsRef.current;
      if (!card) return;
      card.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      card.focus({ preventScroll: true });
    });
  };

  const completeModule = (button: HTMLButtonElement) => {
    if (!learner) {
      focusCongratulations();
      return;
    }
    void saveThroughForm(button, 'complete', '1', (reply) => {
      setCompleted(reply.completedSections);
      setCertificateNumber(reply.certificateNumber);
      focusCongratulations();
    });
  };

  const submitQuiz = async (form: HTMLFormElement) => {
    const key = String(current);
    setPending('quiz');
    const answer = await postForJson<QuizView & { notice?: string }>(quizAction, new FormData(form));
    setPending(null);
    if (!answer) {
      form.submit();
      return;
    }
    if (!answer.ok) {
      setNotice(answer.message);
      return;
    }
    // A notice comes with the quiz as it stands when the form was for an attempt already made (another tab).
    setNotice(answer.body.notice ?? null);
    setQuizzes((previous) => ({ ...previous, [key]: answer.body }));
  };

  const interaction: SectionInteraction = {
    ticks,
    onTick: (itemKey, ticked) => setTicks((previous) => ({ ...previous, [itemKey]: ticked })),
    quiz:
      section?.type === 'quiz'
        ? {
            action: quizAction,
            sectionIndex: current,
            csrfToken: learner?.csrfToken ?? null,
            view: quizzes[String(current)] ?? {
              result: null,
              passed: false,
              attemptsLeft: null,
              retryAt: null,
              attempt: null,
              content: null,
            },
            pending: pending === 'quiz',
            passPercent,
            onSubmit: (form) => void submitQuiz(form),
          }
        : undefined,
  };

  if (!section) {
    return <p className="card text-muted">This module has no sections yet. Please check back soon.</p>;
  }

  /** A press that changes progress: a submit button of the progress form for a learner, a plain button otherwise. */
  const progressButton = (name: string, value: string) =>
    learner ? ({ type: 'submit', form: formId, name, value } as const) : ({ type: 'button' } as const);

  /** A move to another section: saved for a learner (go=N), an address (?section=N) for anyone else. */
  const moveButton = (index: number) =>
    ({ type: 'submit', form: formId, name: learner ? 'go' : 'section', value: String(index) }) as const;

  const whatIsLeft = whatIsLeftWords(sectionsToMark, quizzesToPass);
  const entries: SectionEntry[] = sections.map((item, index) => ({
    title: item.title,
    type: item.type,
    done: completed.includes(index),
    passed: item.type === 'quiz' && quizzes[String(index)]?.passed === true,
  }));

  return (
    <div className="grid gap-6" id="reader">
      {learner ? (
        <form ref={progressFormRef} id={formId} method="post" action={progressAction} hidden>
          <input type="hidden" name="csrf" value={learner.csrfToken} />
          <input type="hidden" name="section" value={current} />
        </form>
      ) : (
        // Someone not signed in moves between sections by address (?section=N), so the buttons work before any script.
        <form ref={progressFormRef} id={formId} method="get" action={`/training/module/${moduleSlug}#reader`} hidden />
      )}
      <ReaderProgressCard
        completedCount={completed.length}
        total={total}
        percent={percent}
        signedIn={learner !== null}
      />

      <p
        aria-live="polite"
        className={
          notice ? 'rounded-xl border-2 border-rose-700 bg-rose-50 p-4 font-semibold text-rose-950' : 'sr-only'
        }
        data-reader-notice
      >
        {notice ?? ''}
      </p>

      {showCongratulations ? (
        <ModuleCongratulations
          headingRef={congratulationsRef}
          moduleTitle={moduleTitle}
          certificateNumber={certificateNumber}
          nextModule={nextModule}
          categorySlug={categorySlug}
          categoryName={categoryName}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
        <ReaderSectionList id={id} entries={entries} current={current} moveButton={moveButton} goTo={goTo} />

        <article ref={articleRef} aria-labelledby={`${id}-title`} className="card scroll-mt-24">
          <p className="text-sm font-semibold text-brand-800">
            Section {current + 1} of {total} · {sectionTypeLabel(section.type)}
          </p>
          <h2
            id={`${id}-title`}
            ref={titleRef}
            tabIndex={-1}
            className="mt-1 font-display text-2xl font-bold text-ink outline-none focus-visible:outline-3 sm:text-3xl"
          >
            {section.title}
          </h2>
          <div className="mt-4">
            <SectionContent
              key={current}
              blocks={blocks}
              blockKey={String(current)}
              idPrefix={`${id}-s${current}`}
              interaction={interaction}
            />
          </div>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
            <div className="flex items-center gap-3">
              {/* A toggle keeps one name; aria-pressed (and the note beside it) says whether it is on. */}
              <button
                {...progressButton(currentDone ? 'unmark' : 'mark', String(current))}
                aria-pressed={currentDone}
                aria-busy={pending === 'mark' || pending === 'unmark' || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  toggleCurrent(event.currentTarget);
                }}
                className={currentDone ? 'btn-base bg-emerald-700 text-white hover:bg-emerald-800' : 'btn-outline'}
              >
                <span aria-hidden="true">{currentDone ? '✓' : '○'}</span>
                Mark Complete
              </button>
              {currentDone ? <span className="text-sm font-semibold text-emerald-800">Completed</span> : null}
            </div>
            <div className="flex gap-3">
              <button
                {...moveButton(current - 1)}
                className="btn-outline"
                disabled={current === 0}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(current - 1);
                }}
              >
                Previous
              </button>
              {isLast ? (
                <button
                  {...progressButton('complete', '1')}
                  className="btn-primary"
                  disabled={!allDone}
                  aria-busy={pending === 'complete' || undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    completeModule(event.currentTarget);
                  }}
                >
                  Complete Module
                </button>
              ) : (
                <button
                  {...moveButton(current + 1)}
                  className="btn-primary"
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(current + 1);
                  }}
                >
                  Next
                </button>
              )}
            </div>
          </div>
          {isLast && !allDone ? (
            <p className="mt-3 text-right text-sm text-muted" data-what-is-left>
              To finish the module, {whatIsLeft.join(' and ')}.
            </p>
          ) : null}
        </article>
      </div>
    </div>
  );
}

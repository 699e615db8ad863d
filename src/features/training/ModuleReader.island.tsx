/**
 * The module reader (spec 02 §4): one section at a time, chosen by Previous,
 * Next or the side list; Mark Complete toggles the current section; the
 * progress bar and the congratulations card follow the completed set, which
 * is kept in localStorage so it survives a reload.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { scrollBehavior } from '../../layout/scroll';
import { sectionTypeLabel } from './labels';
import { parseSection, spansText, type SectionBlock } from './parse-section';
import { completedSections, isModuleComplete, progressPercent, readStoredProgress, storeModuleProgress, toggleSection } from './progress';
import { SectionContent, type SectionInteraction } from './SectionContent';
import type { TrainingSection } from '../../db/training-document';
import { ProgressBar } from '../../ui/ProgressBar';

export type ModuleReaderProps = {
  moduleSlug: string;
  moduleTitle: string;
  sections: TrainingSection[];
  categorySlug: string;
  categoryName: string;
  nextModule: { slug: string; title: string } | null;
};

/** A first "# Heading" that repeats the section title would duplicate the h2 right above it. */
function withoutRepeatedTitle(blocks: SectionBlock[], title: string): SectionBlock[] {
  const [first, ...rest] = blocks;
  if (first?.kind === 'heading' && first.level === 1 && spansText(first.spans).trim().toLowerCase() === title.trim().toLowerCase()) return rest;
  return blocks;
}

export default function ModuleReader({ moduleSlug, moduleTitle, sections, categorySlug, categoryName, nextModule }: ModuleReaderProps) {
  const id = useId();
  const total = sections.length;
  const [current, setCurrent] = useState(0);
  const [completed, setCompleted] = useState<number[]>([]);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [checkedQuizzes, setCheckedQuizzes] = useState<Record<string, boolean>>({});
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const articleRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const congratulationsRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The server renders no progress; the stored progress is read once hydrated.
  useEffect(() => {
    setCompleted(completedSections(readStoredProgress(), moduleSlug, total));
  }, [moduleSlug, total]);

  // On every section change the content scrolls into view and its title takes focus.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    articleRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, [current]);

  const section = sections[current];
  const blocks = useMemo(() => (section ? withoutRepeatedTitle(parseSection(section.type, section.content), section.title) : []), [section]);
  const percent = progressPercent(completed.length, total);
  const allDone = isModuleComplete(completed.length, total);
  const isLast = current === total - 1;
  const currentDone = completed.includes(current);

  const toggleCurrent = () => {
    const next = toggleSection(completed, current);
    setCompleted(next);
    storeModuleProgress(moduleSlug, next);
  };

  const completeModule = () => {
    const card = congratulationsRef.current;
    if (!card) return;
    card.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    card.focus({ preventScroll: true });
  };

  const interaction: SectionInteraction = {
    answers,
    checkedQuizzes,
    ticks,
    onAnswer: (questionKey, answerIndex) => {
      setAnswers((previous) => ({ ...previous, [questionKey]: answerIndex }));
      // A changed answer hides the old marking until the learner checks again.
      const quizKey = questionKey.slice(0, questionKey.lastIndexOf(':'));
      setCheckedQuizzes((previous) => ({ ...previous, [quizKey]: false }));
    },
    onCheckQuiz: (quizKey) => setCheckedQuizzes((previous) => ({ ...previous, [quizKey]: true })),
    onTick: (itemKey, ticked) => setTicks((previous) => ({ ...previous, [itemKey]: ticked })),
  };

  if (!section) {
    return <p className="card text-muted">This module has no sections yet. Please check back soon.</p>;
  }

  return (
    <div className="grid gap-6">
      <div className="card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-ink">Your progress</p>
          <p className="text-sm text-muted" data-progress-summary>
            {completed.length} of {total} sections completed · <span className="font-semibold text-ink">{percent}%</span>
          </p>
        </div>
        <ProgressBar label="Module progress" percent={percent} className="mt-3 h-3" />
        <p className="mt-2 text-xs text-muted">Your progress is saved in this browser only.</p>
      </div>

      {allDone ? (
        <section className="rounded-2xl border-2 border-accent-400 bg-accent-100 p-6" data-congratulations>
          <h2 ref={congratulationsRef} tabIndex={-1} className="font-display text-2xl font-bold text-ink outline-none focus-visible:outline-3">
            Congratulations!
          </h2>
          <p className="mt-2 text-ink">
            You have completed every section of <strong>{moduleTitle}</strong>. Talk to your manager about putting what you have learned into practice on your
            next shift.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {nextModule ? (
              <a className="btn-primary" href={`/training/module/${nextModule.slug}`}>
                Next module: {nextModule.title}
              </a>
            ) : null}
            <a className="btn-outline" href={categorySlug ? `/training/category/${categorySlug}` : '/training'}>
              Back to {categoryName}
            </a>
          </div>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
        <nav aria-labelledby={`${id}-sections`} className="card p-4 lg:sticky lg:top-24">
          <h2 id={`${id}-sections`} className="px-2 text-sm font-semibold uppercase tracking-wide text-muted">
            Sections
          </h2>
          <ol className="mt-3 grid gap-1">
            {sections.map((item, index) => {
              const done = completed.includes(index);
              return (
                <li key={index}>
                  <button
                    type="button"
                    aria-current={index === current ? 'step' : undefined}
                    onClick={() => setCurrent(index)}
                    className={`flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-brand-50 ${index === current ? 'bg-brand-50 ring-2 ring-brand-700' : ''}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-brand-700 text-white' : 'bg-stone-100 text-ink'}`}
                    >
                      {done ? '✓' : index + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-medium text-ink">{item.title}</span>
                      <span className="block text-xs text-muted">
                        {sectionTypeLabel(item.type)}
                        {done ? ' · Completed' : ''}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>

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
            <SectionContent key={current} blocks={blocks} blockKey={String(current)} idPrefix={`${id}-s${current}`} interaction={interaction} />
          </div>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
            <div className="flex items-center gap-3">
              {/* A toggle keeps one name; aria-pressed (and the note beside it) says whether it is on. */}
              <button
                type="button"
                aria-pressed={currentDone}
                onClick={toggleCurrent}
                className={currentDone ? 'btn-base bg-emerald-700 text-white hover:bg-emerald-800' : 'btn-outline'}
              >
                <span aria-hidden="true">{currentDone ? '✓' : '○'}</span>
                Mark Complete
              </button>
              {currentDone ? <span className="text-sm font-semibold text-emerald-800">Completed</span> : null}
            </div>
            <div className="flex gap-3">
              <button type="button" className="btn-outline" disabled={current === 0} onClick={() => setCurrent((index) => Math.max(0, index - 1))}>
                Previous
              </button>
              {isLast ? (
                <button type="button" className="btn-primary" disabled={!allDone} onClick={completeModule}>
                  Complete Module
                </button>
              ) : (
                <button type="button" className="btn-primary" onClick={() => setCurrent((index) => Math.min(total - 1, index + 1))}>
                  Next
                </button>
              )}
            </div>
          </div>
          {isLast && !allDone ? <p className="mt-3 text-right text-sm text-muted">Mark every section complete to finish the module.</p> : null}
        </article>
      </div>
    </div>
  );
}

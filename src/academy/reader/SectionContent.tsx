/**
 * Renders a section's parsed blocks as real elements (headings under the
 * section's h2, lists, figures, quizzes, checklists). Text only ever goes in
 * as React text, so content can never inject markup or links.
 */
import { Fragment } from 'react';
import type { InlineSpan, SectionBlock } from './parse-section';
import { Quiz, type QuizForm } from './SectionQuiz';

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

/** A numbered or bulleted list's items, each its own inline text. */
function ListItems({ items }: { items: InlineSpan[][] }) {
  return (
    <>
      {items.map((item, index) => (
        <li key={index}>
          <Inline spans={item} />
        </li>
      ))}
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
                <ListItems items={block.items} />
              </ol>
            );
          case 'bullet-list':
            return (
              <ul key={index} className="my-4 list-disc space-y-1.5 pl-6">
                <ListItems items={block.items} />
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

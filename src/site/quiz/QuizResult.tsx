/**
 * The quiz's result stage (spec 01 §2, §3): title, description,
 * characteristics and next steps, then the actions. One markup for the
 * dialog (scripts on) and the page (the plain form's answer), so both read
 * the same.
 */
import type { ReactNode, Ref } from 'react';
import type { AccentColour, QuizResultStage } from '../../content/types';
import { BulletList } from '../../ui/BulletList';

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

interface QuizResultProps {
  result: QuizResultStage;
  average: number;
  /** The title's heading level: 3 inside the dialog (its title is h2), 4 on the page (under the tool's h3). */
  level: 3 | 4;
  titleRef?: Ref<HTMLHeadingElement>;
  titleId?: string;
  /** Book Strategic Consultation and Retake, as buttons (dialog) or links (page). */
  children: ReactNode;
}

export function QuizResult({ result, average, level, titleRef, titleId, children }: QuizResultProps) {
  const Title = level === 3 ? 'h3' : 'h4';
  const Subheading = level === 3 ? 'h4' : 'h5';
  return (
    <div className="mt-6">
      <div className={`rounded-xl border-l-4 p-5 ${stageColours[result.colour]}`}>
        <p className="text-sm font-semibold">Your growth stage (average score {average.toFixed(1)} out of 5)</p>
        <Title ref={titleRef} id={titleId} tabIndex={-1} className="mt-1 font-display text-2xl font-bold outline-none">
          {result.title}
        </Title>
        <p className="mt-2">{result.description}</p>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <Subheading className="font-semibold text-ink">What this stage looks like</Subheading>
          <BulletList items={result.characteristics} className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted" />
        </div>
        <div>
          <Subheading className="font-semibold text-ink">Your next steps</Subheading>
          <BulletList items={result.nextSteps} className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted" />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

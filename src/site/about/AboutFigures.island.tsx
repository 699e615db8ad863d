/**
 * The four About figures (spec 01 §2, §9). The server writes the final
 * numbers, so visitors without JavaScript or with reduced motion see them as
 * they are; otherwise they count up once half the block is on screen.
 * Screen readers always get the final value, never the moving one.
 */
import { useEffect, useRef, useState } from 'react';
import type { JsonValue } from '../../lib/json';
import { COUNT_UP_STEP_MS, COUNT_UP_STEPS, COUNT_UP_VISIBILITY, countUpValue } from './count-up';

/** A figure with what it counts, so the number reads as true on its own. */
export type AboutFigure = { [key: string]: JsonValue; value: number; suffix: string; label: string; caption: string };
type AboutFiguresProps = { [key: string]: JsonValue; figures: AboutFigure[] };

export default function AboutFigures({ figures }: AboutFiguresProps) {
  // The last step shows the final figures: the same as the server HTML.
  const [step, setStep] = useState(COUNT_UP_STEPS);
  const block = useRef<HTMLDListElement>(null);

  useEffect(() => {
    const element = block.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    setStep(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let current = 0;
        timer = setInterval(() => {
          current += 1;
          setStep(current);
          if (current >= COUNT_UP_STEPS) clearInterval(timer);
        }, COUNT_UP_STEP_MS);
      },
      { threshold: COUNT_UP_VISIBILITY },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={block} className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-about-figures>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col rounded-2xl border border-brand-100 bg-white p-5 text-center shadow-sm"
        >
          <dt className="order-2 mt-1 text-sm font-semibold text-ink">{figure.label}</dt>
          <dd className="order-1 font-display text-4xl font-bold text-brand-800 tabular-nums">
            <span aria-hidden="true" data-count-up>
              {countUpValue(figure.value, step)}
              {figure.suffix}
            </span>
            <span className="sr-only">
              {figure.value}
              {figure.suffix}
            </span>
          </dd>
          <dd className="order-3 mt-1 text-sm text-muted">{figure.caption}</dd>
        </div>
      ))}
    </dl>
  );
}

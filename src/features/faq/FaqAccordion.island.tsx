/**
 * The home page FAQ (spec 01 §2): one answer open at a time; choosing the
 * open question closes it. Every answer is in the server HTML, closed ones
 * carry the `hidden` attribute, which the stylesheet overrides when scripting
 * is off (nothing could open them then).
 */
import { useState } from 'react';
import type { JsonValue } from '../../lib/json';

type FaqEntry = { [key: string]: JsonValue; id: number; question: string; answer: string };
type FaqAccordionProps = { [key: string]: JsonValue; items: FaqEntry[] };

export default function FaqAccordion({ items }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `faq-question-${item.id}`;
        const panelId = `faq-answer-${item.id}`;
        return (
          <div key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-display text-lg font-semibold text-ink hover:bg-brand-50"
              >
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  className={`needs-script shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="shown-without-script px-6 pb-6 leading-relaxed text-muted">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

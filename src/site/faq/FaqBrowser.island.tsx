/**
 * The full FAQ page's list (spec 02 §2): category filter buttons with
 * aria-pressed, a polite count of what is shown, and every question as a
 * native <details>, so items open and close independently with no script.
 *
 * Without JavaScript the buttons submit a GET form to /faq?category=slug and
 * the server renders the same filtered list; with it the list filters in
 * place and the address follows, so a reload or a shared link keeps the choice.
 */
import { useId, useState, type MouseEvent } from 'react';
import type { JsonValue } from '../../lib/json';
import { FaqQuestion } from './FaqQuestion';
import { ALL_QUESTIONS, faqCountMessage, faqFilterPath } from './faq-filter';

type FaqEntry = { [key: string]: JsonValue; question: string; answer: string };
export type FaqGroup = { [key: string]: JsonValue; category: string; slug: string; items: FaqEntry[] };
type FaqBrowserProps = { [key: string]: JsonValue; groups: FaqGroup[]; selected: string };

const pressedClass = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800';
const unpressedClass = 'border-stone-300 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50';

export default function FaqBrowser({ groups, selected: initial }: FaqBrowserProps) {
  const [selected, setSelected] = useState(initial);
  const labelId = useId();
  const chosen = groups.find((group) => group.slug === selected);
  const shown = chosen ? chosen.items.length : groups.reduce((sum, group) => sum + group.items.length, 0);
  const filters = [
    { slug: ALL_QUESTIONS, label: 'All Questions' },
    ...groups.map((group) => ({ slug: group.slug, label: group.category })),
  ];

  const choose = (event: MouseEvent<HTMLButtonElement>, slug: string) => {
    event.preventDefault();
    setSelected(slug);
    history.replaceState(history.state, '', faqFilterPath(slug));
  };

  return (
    <div>
      <form method="get" action="/faq">
        <p id={labelId} className="text-sm font-semibold text-ink">
          Filter questions by category
        </p>
        <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
          {filters.map((filter) => {
            const pressed = filter.slug === (chosen ? chosen.slug : ALL_QUESTIONS);
            return (
              <button
                key={filter.slug}
                type="submit"
                name="category"
                value={filter.slug}
                aria-pressed={pressed}
                onClick={(event) => choose(event, filter.slug)}
                className={`rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors ${pressed ? pressedClass : unpressedClass}`}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      </form>
      <p role="status" className="mt-4 text-sm text-muted" data-faq-count>
        {faqCountMessage(shown, chosen?.category)}
      </p>
      {groups.map((group) => (
        <section
          key={group.slug}
          id={`faq-${group.slug}`}
          aria-labelledby={`faq-${group.slug}-heading`}
          hidden={chosen !== undefined && chosen.slug !== group.slug}
          className="mt-10"
          data-faq-category={group.slug}
        >
          <h2 id={`faq-${group.slug}-heading`} className="font-display text-2xl font-bold text-ink">
            {group.category}
          </h2>
          <div className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
            {group.items.map((item) => (
              <FaqQuestion key={item.question} question={item.question} answer={item.answer} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

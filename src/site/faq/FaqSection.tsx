import { FaqQuestion } from './FaqQuestion';
import { SectionHeading } from '../../ui/SectionHeading';

/** Home page section #faq (spec 01 §2): six questions, one answer open at a time, with no script (<details name>). */
export function FaqSection({ items }: { items: readonly { id: number; question: string; answer: string }[] }) {
  if (items.length === 0) return null;
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading align="center" id="faq-heading" title="Frequently Asked Questions" eyebrow="FAQ">
          The questions owners ask us most before their first consultation.
        </SectionHeading>
        <div className="mx-auto mt-10 max-w-3xl divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {items.map((item) => (
            <FaqQuestion key={item.id} question={item.question} answer={item.answer} group="home-faq" />
          ))}
        </div>
        <p className="mt-8 text-center text-muted">
          More questions answered on our{' '}
          <a href="/faq" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            full FAQ page
          </a>
          .
        </p>
      </div>
    </section>
  );
}

import { lineIcon } from '../../ui/line-icons';

/**
 * One question and its answer as a native <details>: it opens and closes with
 * no script. Given a `group` name, the browser keeps one answer of that group
 * open at a time (<details name>), as the home page's FAQ asks; pressing the
 * open question closes it.
 */
export function FaqQuestion({ question, answer, group }: { question: string; answer: string; group?: string }) {
  return (
    <details name={group} className="group" data-faq-item>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-display text-lg font-semibold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          {...lineIcon}
          strokeWidth="2.5"
          className="shrink-0 text-brand-700 transition-transform group-open:rotate-180"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <p className="px-6 pb-6 leading-relaxed text-muted">{answer}</p>
    </details>
  );
}

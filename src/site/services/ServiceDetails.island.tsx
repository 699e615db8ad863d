/**
 * The Learn More button of one service card and its dialog (spec 01 §2
 * Services). Both are in the server HTML: the button opens the dialog and
 * Close closes it with no script (invoker commands). The island hydrates on
 * the visitor's first interaction; Book Consultation then closes the dialog
 * and scrolls to the contact section (pressed earlier, it is replayed).
 */
import { useRef } from 'react';
import type { AccentColour, ServiceCard } from '../../content/types';
import type { JsonValue } from '../../lib/json';
import { formatPounds } from '../../lib/pounds';
import { goToSection } from '../../layout/scroll';
import { Dialog, DialogButtons, opensDialog, useDialog } from '../../ui/Dialog';
import { accentClasses } from './accents';
import { lineIcon } from '../../ui/line-icons';

type ServiceDetailsProps = {
  [key: string]: JsonValue;
  title: string;
  description: string;
  accent: AccentColour;
  details: ServiceCard['details'];
  /** The card's fixed-scope package in the booking wizard, if it has one. */
  bookable: { name: string; price: number; href: string } | null;
};

function DetailList({ heading, items, marker }: { heading: string; items: string[]; marker: string }) {
  return (
    <section className="mt-6">
      <h3 className="font-display text-lg font-bold">{heading}</h3>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <svg
              aria-hidden="true"
              className={`mt-1 shrink-0 ${marker}`}
              width="16"
              height="16"
              {...lineIcon}
              strokeWidth="3"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ServiceDetails({ title, description, accent, details, bookable }: ServiceDetailsProps) {
  const dialog = useDialog();
  const learnMore = useRef<HTMLButtonElement>(null);
  const colours = accentClasses[accent];

  const bookConsultation = () => {
    dialog.close();
    // Let the dialog close (and hand focus back) before scrolling, so nothing scrolls us back.
    requestAnimationFrame(() => {
      learnMore.current?.focus({ preventScroll: true });
      goToSection('contact');
    });
  };

  return (
    <>
      <button
        ref={learnMore}
        {...opensDialog(dialog)}
        className="btn-outline shrink-0 justify-center sm:mt-auto sm:w-full"
      >
        Learn More<span className="sr-only"> about {title}</span>
      </button>
      <Dialog dialog={dialog} title={title} description={description} className="max-w-3xl">
        <div className={`h-1.5 w-16 rounded-full ${colours.stripe}`} aria-hidden="true" />
        <p className="mt-4 leading-relaxed">{details.overview}</p>
        <DetailList heading="What's Included" items={details.whatIncluded} marker={colours.marker} />
        <DetailList heading="Key Benefits" items={details.benefits} marker={colours.marker} />
        <dl className="mt-6 grid gap-4 rounded-xl bg-stone-50 p-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="font-display font-bold">Investment</dt>
            <dd className="mt-1 leading-relaxed">{details.pricing}</dd>
            {bookable ? (
              <dd className="mt-2 leading-relaxed">
                That is the full programme. To start smaller, book the fixed-scope{' '}
                <a href={bookable.href} className="font-semibold text-brand-800 underline">
                  {bookable.name} package
                </a>{' '}
                at a guide price of {formatPounds(bookable.price)}.
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="font-display font-bold">Timeline</dt>
            <dd className="mt-1 leading-relaxed">{details.duration}</dd>
          </div>
          <div>
            <dt className="font-display font-bold">Ideal For</dt>
            <dd className="mt-1 leading-relaxed">{details.ideal}</dd>
          </div>
        </dl>
        <DialogButtons dialog={dialog}>
          <button type="button" className="btn-primary" onClick={bookConsultation}>
            Book Consultation
          </button>
        </DialogButtons>
      </Dialog>
    </>
  );
}

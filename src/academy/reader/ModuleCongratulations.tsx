/** The card a finished module shows: the certificate's number, its copies and where to go next. */
import type { Ref } from 'react';

interface ModuleCongratulationsProps {
  headingRef: Ref<HTMLHeadingElement>;
  moduleTitle: string;
  certificateNumber: string | null;
  nextModule: { slug: string; title: string } | null;
  categorySlug: string;
  categoryName: string;
}

export function ModuleCongratulations({
  headingRef,
  moduleTitle,
  certificateNumber,
  nextModule,
  categorySlug,
  categoryName,
}: ModuleCongratulationsProps) {
  return (
    <section className="rounded-2xl border-2 border-accent-400 bg-accent-100 p-6" data-congratulations>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-bold text-ink outline-none focus-visible:outline-3"
      >
        Congratulations!
      </h2>
      <p className="mt-2 text-ink">
        You have completed every section of <strong>{moduleTitle}</strong>. Talk to your manager about putting what you
        have learned into practice on your next shift.
      </p>
      {certificateNumber ? (
        <p className="mt-2 text-ink" data-certificate-number={certificateNumber}>
          Your certificate number is <strong>{certificateNumber}</strong>. Anyone can check it at{' '}
          <a
            className="font-semibold text-brand-800 underline underline-offset-4"
            href={`/certificates/${certificateNumber}`}
          >
            its verification page
          </a>
          .
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {certificateNumber ? (
          <>
            <a className="btn-primary" href={`/training/certificates/${certificateNumber}.pdf`} download>
              Download your certificate (PDF)
            </a>
            <a className="btn-outline" href={`/training/certificates/${certificateNumber}/print`}>
              Printable version
            </a>
          </>
        ) : null}
        {nextModule ? (
          <a className={certificateNumber ? 'btn-outline' : 'btn-primary'} href={`/training/module/${nextModule.slug}`}>
            Next module: {nextModule.title}
          </a>
        ) : null}
        <a className="btn-outline" href={categorySlug ? `/training/category/${categorySlug}` : '/training'}>
          Back to {categoryName}
        </a>
      </div>
    </section>
  );
}

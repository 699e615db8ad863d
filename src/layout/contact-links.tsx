import type { ReactNode } from 'react';
import { phoneHref } from '../content/business-details';
import { businessDetails } from '../render/request-settings';
import { PageSection } from '../ui/PageSection';

/** The call to action of the public pages: the home page's contact section, where the consultation is booked. */
export function BookConsultationLink({ className, href = '/#contact' }: { className: string; href?: string }) {
  return (
    <a href={href} className={className}>
      Book Free Consultation
    </a>
  );
}

export function CallLink({ className }: { className: string }) {
  const details = businessDetails();
  return (
    <a href={phoneHref(details)} className={className}>
      Call {details.phoneDisplay}
    </a>
  );
}

/** The dark band that ends a landing page: book the free consultation or call. */
export function ConsultationBand({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageSection
      headingId={headingId}
      className="bg-brand-800 text-white"
      column="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6"
      title={title}
      align="center"
      onDark
      intro={intro}
    >
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <BookConsultationLink className="btn-accent" />
        <CallLink className="btn-base border-2 border-white text-white hover:bg-brand-900" />
      </p>
      {children}
    </PageSection>
  );
}

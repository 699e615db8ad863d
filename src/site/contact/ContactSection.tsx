import type { ReactNode } from 'react';
import { phoneHref } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import ContactForm from './ContactForm.island';
import { Island } from '../../islands/Island';
import type { FormState } from '../../lib/form-state';
import { FormNotice } from '../../ui/form-fields';
import { businessDetails } from '../../render/request-settings';
import { lineIcon, roundStroke } from '../../ui/line-icons';
import { SectionHeading } from '../../ui/SectionHeading';

/** What a visitor sees after a plain post was stored and the server sent them back here. */
function SentNotice() {
  return (
    <div
      role="status"
      data-contact-outcome="sent"
      className="mb-6 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900"
    >
      <p className="font-semibold">Message Sent Successfully!</p>
      <p className="mt-1">Thank you. We'll get back to you within {siteConfig.responsePromiseHours} hours.</p>
    </div>
  );
}

function ContactDetail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  // dt and dd must be the group's only children, so the icon sits inside dt and is placed beside both.
  return (
    <div className="relative min-h-12 pl-16">
      <dt className="text-sm font-semibold uppercase tracking-wide text-muted">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white"
        >
          <svg width="22" height="22" {...lineIcon} strokeWidth="2" {...roundStroke}>
            <path d={icon} />
          </svg>
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-ink">{children}</dd>
    </div>
  );
}

const icons = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2',
  email: 'M3 6h18v12H3z M3 7l9 6 9-6',
  coverage: 'M12 21s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12z M12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5',
  response: 'M12 7v5l3 2 M12 21a9 9 0 100-18 9 9 0 000 18',
};

/** Home page section #contact (spec 01 §2): how to reach us and the message form. */
export function ContactSection({ sent, form }: { sent: boolean; form?: FormState }) {
  const details = businessDetails();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="hero-band">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SectionHeading id="contact-heading" title="Get in Touch" eyebrow="Contact">
            Book your free {siteConfig.freeConsultationMinutes}-minute consultation or ask us anything about opening or
            growing a pet-care business. Tell us a little about where you are now and we will come back to you with a
            time that suits you.
          </SectionHeading>
          <dl className="mt-10 grid gap-6">
            <ContactDetail icon={icons.phone} label="Phone">
              <a href={phoneHref(details)} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {details.phoneDisplay}
              </a>
            </ContactDetail>
            <ContactDetail icon={icons.email} label="Email">
              <a
                href={`mailto:${details.email}`}
                className="break-all underline-offset-4 hover:text-brand-800 hover:underline"
              >
                {details.email}
              </a>
            </ContactDetail>
            <ContactDetail icon={icons.coverage} label="Coverage area">
              {siteConfig.coverage}
            </ContactDetail>
            <ContactDetail icon={icons.response} label="Response time">
              {siteConfig.responseTime}
            </ContactDetail>
          </dl>
        </div>

        <div className="card p-6 sm:p-8 lg:col-span-3">
          <h3 id="contact-form-heading" className="font-display text-2xl font-bold text-ink">
            Send us a message
          </h3>
          <p className="mt-2 mb-6 text-muted">We reply to every message {siteConfig.responseTime.toLowerCase()}.</p>
          {sent && !form ? <SentNotice /> : null}
          <FormNotice
            notice={form?.notice}
            invalid="Message Failed to Send: some details are missing or not valid. Correct the fields marked below and send the form again."
            failed={`Message Failed to Send: we could not save your message just now. Your entries are still here: please send it again in a moment, or contact us directly on ${details.phoneDisplay}.`}
          />
          <Island
            name="contact-form"
            component={ContactForm}
            props={{ responseHours: siteConfig.responsePromiseHours, form: form ?? null }}
            hydrate="interaction"
          />
        </div>
      </div>
    </section>
  );
}

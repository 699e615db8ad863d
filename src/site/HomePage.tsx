import { offerOf } from '../content/offer';
import { siteConfig } from '../content/site-config';
import { bookingWindow, defaultAvailabilitySettings } from '../submissions/consultation-booking/availability';
import { bookingViewFromQuery } from '../submissions/consultation-booking/wizard-link';
import type { BookingWizardView } from '../submissions/consultation-booking/wizard-state';
import type { BookingWindow } from '../submissions/consultation-booking/free-slots';
import { faqPageStructuredData } from './faq/faq-structured-data';
import type { FormState } from '../lib/form-state';
import { Document } from '../layout/Document';
import { renderPage } from '../render/render-page';
import { AboutSection } from './about/AboutSection';
import { BlogSection } from './blog/BlogSection';
import { newestPost } from './blog/post-list';
import type { SiteContent } from '../content/site-content';
import { homeFaqOf } from './faq/faq-content';
import { ContactSection } from './contact/ContactSection';
import { FaqSection } from './faq/FaqSection';
import { HeroSection } from './home/HeroSection';
import { ResourcesSection } from './ResourcesSection';
import { ServicesSection } from './services/ServicesSection';

interface HomePageProps {
  /** The address's query: the GET forms (blog filter, quiz, ROI calculator) and the contact outcome are read from it. */
  query?: Record<string, string>;
  /** A plain contact post that came back with messages or a storage failure. */
  contact?: FormState;
  calendarDownload?: FormState;
  booking?: BookingWizardView;
  /**
   * The dates the booking wizard offers, from the owner's availability
   * settings (read by the route and by the booking endpoint). The contact and
   * calendar forms' plain answers do not read them: the defaults serve there,
   * and the server judges every booking when it is sent.
   */
  bookingDates?: BookingWindow;
  /** What the owner publishes in /admin/content: posts, FAQ answers and the rest. */
  content: SiteContent;
}

/** The home page: sections in spec order, each addressed by its anchor id. */
export function HomePage({ query = {}, contact, calendarDownload, booking, bookingDates, content }: HomePageProps) {
  const { posts } = content;
  const faq = homeFaqOf(content);
  const offer = offerOf(content);
  return (
    <Document
      meta={{
        title: `${siteConfig.name} | Pet Care Consultancy & Doggy Daycare Experts`,
        description:
          'UK pet care business consultancy: expert help opening a doggy daycare, boarding or multi-service pet facility, from business plans and licensing to staff training. Free 30-minute consultation.',
        path: '/',
        // The FAQ section's questions, for search engines (spec 01 §2 FAQ).
        structuredData: faq.length ? [faqPageStructuredData(faq)] : [],
      }}
    >
      <HeroSection />
      <ServicesSection programmes={offer.programmes} />
      <AboutSection content={content} programmes={offer.programmes.length} />
      <ResourcesSection
        query={query}
        latestPost={newestPost(posts)}
        calendarDownload={calendarDownload}
        booking={
          booking ??
          bookingViewFromQuery(
            query,
            offer.packages.map((offered) => offered.id),
          )
        }
        bookingDates={bookingDates ?? bookingWindow(defaultAvailabilitySettings, new Date())}
        offer={offer}
      />
      <BlogSection query={query} posts={posts} />
      <FaqSection items={faq} />
      <ContactSection sent={query.contact === 'sent'} form={contact} />
    </Document>
  );
}

/** The home page, as a GET renders it or as a plain form post on it comes back (with that form's state). */
export function renderHome(props: HomePageProps, status = 200): Promise<Response> {
  return renderPage(<HomePage {...props} />, status);
}

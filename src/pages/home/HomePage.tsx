import { homeFaq } from '../../content/faq';
import { siteConfig } from '../../content/site-config';
import { faqPageStructuredData } from '../../features/faq/faq-structured-data';
import { Document } from '../../layout/Document';
import { AboutSection } from './AboutSection';
import { BlogSection } from './BlogSection';
import { ContactSection } from './ContactSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { ResourcesSection } from './ResourcesSection';
import { ServicesSection } from './ServicesSection';

/** The home page: sections in spec order, each addressed by its anchor id. */
export function HomePage({ contactOutcome, allArticles = false }: { contactOutcome?: 'sent' | 'invalid'; allArticles?: boolean }) {
  return (
    <Document
      meta={{
        title: `${siteConfig.name} | Pet Care Consultancy & Doggy Daycare Experts`,
        description:
          'UK pet care business consultancy: expert help opening a doggy daycare, boarding or multi-service pet facility, from business plans and licensing to staff training. Free 30-minute consultation.',
        path: '/',
        // The FAQ section's questions, for search engines (spec 01 §2 FAQ).
        structuredData: [faqPageStructuredData(homeFaq)],
      }}
    >
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <ResourcesSection />
      <BlogSection allArticles={allArticles} />
      <FaqSection />
      <ContactSection outcome={contactOutcome} />
    </Document>
  );
}

/**
 * The FAQ as the owner publishes it: the home page's questions, and the /faq page's by category. An answer may say
 * {phone} or {email}: it shows the business details' phone number or email address, as they are now.
 */
import { businessDetailsIn, withDetails } from '../../content/business-details';
import { FAQ_KIND, faqDocument } from '../../content/kinds/faq';
import { publishedOf, type SiteContent } from '../../content/site-content';
import type { FaqCategory, FullFaqItem } from '../../content/types';

export function homeFaqOf(content: SiteContent): { id: number; question: string; answer: string }[] {
  const details = businessDetailsIn(content);
  return publishedOf(content, FAQ_KIND, faqDocument)
    .filter((item) => item.place === 'Home page')
    .map((item, index) => ({ id: index + 1, question: item.question, answer: withDetails(item.answer, details) }));
}

export function fullFaqOf(content: SiteContent): FullFaqItem[] {
  const details = businessDetailsIn(content);
  return publishedOf(content, FAQ_KIND, faqDocument)
    .filter((item) => item.place === 'FAQ page')
    .map((item) => ({
      category: item.category as FaqCategory,
      question: item.question,
      answer: withDetails(item.answer, details),
    }));
}

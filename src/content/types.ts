/** Shapes of the static content the pages render. Data, not markup. */

/** Colour accent of a service card: a token defined in uno.config.ts. */
export type AccentColour =
  | 'teal'
  | 'amber'
  | 'rose'
  | 'indigo'
  | 'emerald'
  | 'sky'
  | 'orange'
  | 'violet'
  | 'lime'
  | 'slate';

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  accent: AccentColour;
  /** Starting price in whole pounds. */
  startingFrom: number;
  details: {
    overview: string;
    whatIncluded: string[];
    benefits: string[];
    /** Investment text shown in the dialog, e.g. "From £2,195 ..." */
    pricing: string;
    /** Timeline text, e.g. "4-6 weeks" */
    duration: string;
    ideal: string;
  };
}

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /**
   * Body text in Markdown, rendered by MarkdownBody (content/markdown/). The
   * articles' own format is read as before: paragraphs separated by blank
   * lines, a line wholly wrapped in ** (e.g. "**Why layout matters**") is a
   * heading, lines starting "- " are bullet items, single line breaks are kept.
   */
  content: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  readTime: string;
  category: BlogCategory;
  /** The cover's address: a site file under /images/blog/, or an uploaded picture's widest variant. */
  image: string;
  imageAlt: string;
  /** An uploaded cover's variants (srcset) and its real size; a site file is drawn at 800 × 450. */
  imageSrcSet?: string;
  imageWidth?: number;
  imageHeight?: number;
  featured: boolean;
  /** The owner's title and description for search results and shares, when they differ from the title and excerpt. */
  seoTitle?: string;
  seoDescription?: string;
  /** When it last changed, ISO 8601: the sitemap's lastmod and the article's dateModified. */
  updatedAt?: string;
}

export type BlogCategory =
  | 'Industry Insights'
  | 'Facility Design'
  | 'Operations'
  | 'Compliance'
  | 'Business Growth'
  | 'Business Planning';

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export type FaqCategory =
  | 'Getting Started'
  | 'Business Planning'
  | 'Operations & Training'
  | 'Facility Design'
  | 'Compliance & Legal'
  | 'Costs & Investment'
  | 'Timeline & Process';

export interface FullFaqItem {
  category: FaqCategory;
  question: string;
  answer: string;
}

interface CalendarCampaign {
  name: string;
  description: string;
  /** Day of the month the campaign starts (1-28) */
  startDay: number;
  /** Length in days, at least 1 */
  durationDays: number;
}

export interface CalendarMonth {
  /** Full English month name, "January" ... "December" */
  month: string;
  theme: string;
  primaryGoal: string;
  activities: { category: string; tasks: string[] }[];
  /** Exactly three */
  campaigns: [CalendarCampaign, CalendarCampaign, CalendarCampaign];
}

interface QuizAnswer {
  text: string;
  value: string;
  points: 1 | 2 | 3 | 4 | 5;
}

export interface QuizQuestion {
  id: number;
  question: string;
  /** Exactly five, points 1 to 5 */
  answers: QuizAnswer[];
}

export type GrowthStage = 'planning' | 'startup' | 'early-growth' | 'established-growth' | 'mature';

export interface QuizResultStage {
  stage: GrowthStage;
  title: string;
  description: string;
  characteristics: string[];
  nextSteps: string[];
  /** Colour token, as AccentColour */
  colour: AccentColour;
}

interface LegalSection {
  /** Heading without its number; the page numbers sections in order. */
  heading: string;
  /** Paragraphs; a paragraph starting "- " lines is rendered as a bullet list. */
  paragraphs: string[];
}

export interface LegalDocument {
  slug: 'privacy' | 'terms' | 'returns' | 'cookies';
  title: string;
  /** One-sentence summary used as the meta description. */
  summary: string;
  /** The text's own version, shown with it; consent records name it, so it changes whenever the wording does. */
  version?: string;
  sections: LegalSection[];
}

/** Training content, seeded into D1 by a generated migration. */
type TrainingIcon = 'shield' | 'brain' | 'heart' | 'handshake' | 'briefcase' | 'users' | 'scales' | 'building';

interface TrainingSectionContent {
  /** 'video' | 'quiz' | 'checklist' | 'text' */
  type: 'video' | 'quiz' | 'checklist' | 'text';
  title: string;
  /**
   * Multi-line text in the content line formats:
   *   [Image: description]        image placeholder line
   *   # / ## / ### Heading        headings
   *   **bold** inline             bold markers
   *   1. item                     numbered lines
   *   - item  or  • item          bullet lines
   * For a quiz section, each question is:
   *   Q: question text
   *   - answer            (wrong)
   *   * answer            (correct; exactly one per question)
   *   Why: one-line explanation
   * separated by blank lines.
   * For a checklist section, each "- " line is a tickable item.
   * For a video section, the first line is "[Video: title, mm:ss]" followed by a transcript summary.
   */
  content: string;
}

interface TrainingModuleContent {
  slug: string;
  title: string;
  description: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  /** Minutes */
  estimatedDuration: number;
  displayOrder: number;
  sections: TrainingSectionContent[];
}

export interface TrainingCategoryContent {
  slug: string;
  name: string;
  description: string;
  icon: TrainingIcon;
  displayOrder: number;
  requiredTier: 'employee' | 'employer';
  /**
   * How long, in years, a certificate earned for one of this category's modules stays valid before it must be
   * renewed (its expiry date is the date earned plus this). Absent: the certificate does not expire. Where it is
   * set, the description must tell the learner (see canine-first-aid.ts).
   */
  certificateValidYears?: number;
  modules: TrainingModuleContent[];
}

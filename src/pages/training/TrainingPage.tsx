import { mailtoLink } from '../../lib/mailto';
import { siteConfig } from '../../content/site-config';
import { database } from '../../db/client';
import { activeModuleCounts, listActiveCategories } from '../../db/training-repository';
import { CategoryIcon } from '../../features/training/CategoryIcon';
import { upcomingLaunchQuarter } from '../../features/training/expected-launch';
import { Document } from '../../layout/Document';
import { renderPage } from '../../render/render-page';
import { PageHero } from '../../ui/PageHero';
import { SectionHeading } from '../../ui/SectionHeading';

type CategoryPreview = { slug: string; name: string; description: string; icon: string; requiredTier: string; moduleCount: number };

const notifySubject = 'Training Academy launch – please notify me';
const notifyBody = [
  'Hello Pawsperity team,',
  '',
  'Please let me know when the Training Academy launches.',
  '',
  'My name:',
  'My business:',
  'Roughly how many staff would use it:',
  '',
  'Thank you.',
].join('\n');

/** Spec 02 §2: "Notify Me When Available" opens the visitor's mail program with a ready message (works without JavaScript). */
const notifyMeHref = mailtoLink(siteConfig.email, notifySubject, notifyBody);

function CategoryCard({ category }: { category: CategoryPreview }) {
  return (
    <li className="card flex flex-col" data-category={category.slug}>
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CategoryIcon icon={category.icon} className="h-7 w-7" />
        </span>
        {category.requiredTier === 'employer' ? (
          <span className="badge">Employer training</span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">Employee training</span>
        )}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink">
        <a className="underline-offset-4 hover:text-brand-800 hover:underline" href={`/training/category/${category.slug}`}>
          {category.name}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{category.description}</p>
      <p className="mt-4 text-sm font-semibold text-brand-800">
        {category.moduleCount} {category.moduleCount === 1 ? 'module' : 'modules'}
      </p>
    </li>
  );
}

/** `launchQuarter`: the expected launch, e.g. "Q2 2027", only while it is still ahead (features/training/expected-launch.ts). */
export function TrainingPage({ categories, launchQuarter }: { categories: CategoryPreview[]; launchQuarter: string | undefined }) {
  return (
    <Document
      meta={{
        title: 'Training Academy',
        description: `Online training for UK dog daycare and pet-care teams: health and safety, dog behaviour, canine first aid, customer care, licensing and leadership.${launchQuarter ? ` Launching ${launchQuarter}.` : ''}`,
        path: '/training',
      }}
    >
      <PageHero
        eyebrow="Coming Soon"
        title="Training Academy"
        actions={
          <>
            <a className="btn-primary" href={notifyMeHref}>
              Notify Me When Available
            </a>
            <a className="btn-outline" href="/#contact">
              Contact Us
            </a>
          </>
        }
      >
        <p>
          Practical online training for dog daycare and pet-care teams, and for the owners and managers who lead them: short modules with checklists and quick
          quizzes, written for UK settings and UK law.
        </p>
        <p className="mt-4 font-semibold text-ink" data-expected-launch>
          {launchQuarter ? `Expected launch: ${launchQuarter}` : 'We will announce the launch date here.'}
        </p>
      </PageHero>

      <section aria-labelledby="academy-launch" className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="card border-accent-400 bg-accent-100">
          <h2 id="academy-launch" className="text-xl font-semibold text-ink">
            What the launch adds
          </h2>
          <p className="mt-2 text-ink">
            The full Academy is planned to add sign-in, so that progress follows each learner between devices, and a certificate for every completed module.
            Until then every module below is open to read, and your progress is saved in this browser.
          </p>
          <p className="mt-3 text-ink">
            Want the Academy for your whole team, or training delivered on site?{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href="/#contact">
              Get in touch
            </a>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="academy-categories" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="academy-categories" title="Preview the course areas">
          {categories.length} course areas covering the skills a daycare team uses every day and the responsibilities that come with running one.
        </SectionHeading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <CategoryCard key={category.slug} category={category} />
          ))}
        </ul>
      </section>
    </Document>
  );
}

export async function renderTrainingPage(d1: D1Database): Promise<Response> {
  const db = database(d1);
  const [categories, counts] = await Promise.all([listActiveCategories(db), activeModuleCounts(db)]);
  const previews = categories.map(({ slug, name, description, icon, requiredTier, id }) => ({
    slug,
    name,
    description,
    icon,
    requiredTier,
    moduleCount: counts.get(id) ?? 0,
  }));
  return renderPage(<TrainingPage categories={previews} launchQuarter={upcomingLaunchQuarter(siteConfig.trainingExpectedLaunch, new Date())} />);
}

import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { AdminSection } from '../ui/AdminSection';
import type { ItemStatus } from './item-save';

/** One kind of content as the overview lists it. */
export interface ContentSection {
  section: string;
  title: string;
  intro: string;
  counts: Record<ItemStatus, number>;
  /** Exactly one item (the business details): no counts, no New. */
  single: boolean;
  /** The label of its New button. */
  newLabel: string;
}

function countsText(counts: Record<ItemStatus, number>): string {
  const parts = [`${counts.published} published`];
  if (counts.scheduled) parts.push(`${counts.scheduled} scheduled`);
  parts.push(`${counts.draft} ${counts.draft === 1 ? 'draft' : 'drafts'}`, `${counts.archived} archived`);
  return `${parts.join(', ')}.`;
}

/** /admin/content: each kind of content, with what it holds and where to edit it, then the media library. */
export function ContentHomePage({ session, sections }: { session: AdminSession; sections: readonly ContentSection[] }) {
  return (
    <AdminDocument title="Content" session={session} place={{ section: 'content' }}>
      <h1 className="font-display text-3xl font-bold">Content</h1>
      <p className="mt-2 max-w-2xl text-muted">
        What visitors read on the site. A change shows on the site as soon as it is saved; every save is kept, so any
        earlier version can be restored.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {sections.map((section) => (
          <AdminSection
            key={section.section}
            headingId={`${section.section}-heading`}
            title={section.title}
            className="card"
          >
            <p className="mt-1 text-muted">{section.intro}</p>
            {section.single ? null : <p className="mt-2">{countsText(section.counts)}</p>}
            <p className="mt-4 flex flex-wrap gap-3">
              <a className="btn-primary" href={`/admin/content/${section.section}`}>
                {section.single ? `Edit ${section.title.toLowerCase()}` : section.title}
              </a>
              {section.single ? null : (
                <a className="btn-outline" href={`/admin/content/${section.section}/new`}>
                  {section.newLabel}
                </a>
              )}
            </p>
          </AdminSection>
        ))}
        <AdminSection headingId="media-heading" title="Pictures" className="card">
          <p className="mt-1 text-muted">
            Upload a picture once, with its alt text, then choose it as a cover or place it in a post's body. A picture
            in use cannot be deleted.
          </p>
          <p className="mt-4">
            <a className="btn-primary" href="/admin/content/media">
              Media library
            </a>
          </p>
        </AdminSection>
      </div>
    </AdminDocument>
  );
}

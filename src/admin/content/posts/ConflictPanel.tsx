import { formatDateTime } from '../../../lib/uk-date';
import type { PostFieldName, PostFormValues } from './post-form';

const labels: Record<PostFieldName, string> = {
  title: 'Title',
  slug: 'Address',
  excerpt: 'Excerpt',
  body: 'Body',
  category: 'Category',
  author: 'Author',
  date: 'Date',
  featured: 'Featured',
  coverImage: 'Cover picture',
  coverAlt: 'Alt text',
  readTime: 'Read time',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  publishAt: 'Publish at',
};

/**
 * A stale save: someone saved the post after this form was opened. Both versions are shown, field by field where
 * they differ; the form below keeps every word just typed and now saves over the newest version only when pressed again.
 */
export function ConflictPanel({
  theirs,
  yours,
  savedBy,
  savedAt,
}: {
  theirs: PostFormValues;
  yours: PostFormValues;
  savedBy: string;
  savedAt: Date;
}) {
  const differing = (Object.keys(labels) as PostFieldName[]).filter((name) => theirs[name] !== yours[name]);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="mt-4 rounded-lg border-2 border-amber-700 bg-white px-4 py-3"
    >
      <h2 id="conflict-heading" className="font-bold text-ink">
        Not saved: {savedBy} saved this post at {formatDateTime(savedAt)}, after you opened it
      </h2>
      <p className="mt-1">
        Nothing is lost. Your version is in the form below; the saved version is beside it here. Press a button again to
        save yours over theirs, or open the post afresh to keep theirs.
      </p>
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <caption className="sr-only">Fields that differ between the saved version and yours</caption>
        <thead>
          <tr>
            <th scope="col" className="w-32">
              Field
            </th>
            <th scope="col">Saved version</th>
            <th scope="col">Your version</th>
          </tr>
        </thead>
        <tbody>
          {differing.map((name) => (
            <tr key={name} className="border-t border-stone-200 align-top">
              <th scope="row">{labels[name]}</th>
              <td className="whitespace-pre-wrap break-words">{theirs[name]}</td>
              <td className="whitespace-pre-wrap break-words">{yours[name]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { Document } from '../layout/Document';
import { PageHero } from '../ui/PageHero';

export function NotFoundPage({ path }: { path: string }) {
  return (
    <Document meta={{ title: '404 Page Not Found', description: 'The page you were looking for could not be found.', path }}>
      <PageHero
        title="404 Page Not Found"
        actions={
          <a className="btn-primary" href="/">
            Back to the home page
          </a>
        }
      >
        <p>Sorry, we couldn't find that page. It may have moved, or the address may be mistyped.</p>
      </PageHero>
    </Document>
  );
}

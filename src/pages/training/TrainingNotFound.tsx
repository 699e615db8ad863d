import { Document } from '../../layout/Document';
import { PageHero } from '../../ui/PageHero';

/** "Category Not Found" / "Module Not Found" inside the shell, with a way back to the Academy. */
export function TrainingNotFound({ title, message, path }: { title: string; message: string; path: string }) {
  return (
    <Document meta={{ title, description: message, path }}>
      <PageHero
        title={title}
        actions={
          <a className="btn-primary" href="/training">
            Back to the Training Academy
          </a>
        }
      >
        <p>{message}</p>
      </PageHero>
    </Document>
  );
}

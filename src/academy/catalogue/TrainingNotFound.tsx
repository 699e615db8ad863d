import { NotFound } from '../../layout/NotFoundPage';
import { renderPage } from '../../render/render-page';

const missing = {
  category: { title: 'Category Not Found', message: "The training category you're looking for doesn't exist." },
  module: { title: 'Module Not Found', message: "The training module you're looking for doesn't exist." },
} as const;

/** "Category Not Found" / "Module Not Found": the site's not-found page, with the way back to the Academy first. */
export function TrainingNotFound({ what, path }: { what: keyof typeof missing; path: string }) {
  return (
    <NotFound
      title={missing[what].title}
      message={missing[what].message}
      path={path}
      back={{ href: '/training', label: 'Back to the Training Academy' }}
    />
  );
}

/** The not-found page for a category or module address; 503 when the catalogue could not be read. */
export function renderTrainingNotFound(what: keyof typeof missing, path: string, status: 404 | 503): Promise<Response> {
  return renderPage(<TrainingNotFound what={what} path={path} />, status);
}

import { NotFound } from '../../layout/NotFoundPage';

/** "Category Not Found" / "Module Not Found": the site's not-found page, with the way back to the Academy first. */
export function TrainingNotFound({ title, message, path }: { title: string; message: string; path: string }) {
  return (
    <NotFound
      title={title}
      message={message}
      path={path}
      back={{ href: '/training', label: 'Back to the Training Academy' }}
    />
  );
}

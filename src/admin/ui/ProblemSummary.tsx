/** Where a failed save needs the owner: each message, linking to its field. */
export function ProblemSummary({ problems }: { problems: { id: string; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-white px-4 py-3">
      <h2 className="font-bold text-red-900">Nothing was saved: please check</h2>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a className="text-red-900 underline" href={`#${problem.id}`}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

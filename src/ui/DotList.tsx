/** A list of short texts, each after a small round dot of the given colour class; each text is its own key. */
export function DotList({ items, className, dot }: { items: readonly string[]; className: string; dot: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${dot}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

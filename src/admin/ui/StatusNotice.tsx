/** What the owner's last change did, above the page's content (the page names each notice in its own words). */
export function StatusNotice<Notice extends string>({
  notice,
  messages,
}: {
  notice: Notice | undefined;
  messages: Record<Notice, string>;
}) {
  if (!notice) return null;
  return (
    <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
      {messages[notice]}
    </p>
  );
}

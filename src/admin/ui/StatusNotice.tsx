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

/** The ?notice= a change redirected with, when it is one of `messages`; anything else typed there shows nothing. */
export function noticeIn<Notice extends string>(
  messages: Record<Notice, string>,
  value: string | undefined,
): Notice | undefined {
  return value !== undefined && Object.hasOwn(messages, value) ? (value as Notice) : undefined;
}

/** The name-or-email box of a back-office list's filters (the q parameter). */
export function NameOrEmailSearch({ id, value }: { id: string; value: string }) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        Name or email
      </label>
      <input id={id} name="q" type="search" defaultValue={value} maxLength={100} className="field-input" />
    </>
  );
}

/** Apply a list's filters, or clear them: a link back to the list as it first opens. */
export function FilterButtons({ apply, clearHref }: { apply: string; clearHref: string }) {
  return (
    <div className="flex gap-2">
      <button type="submit" className="btn-primary">
        {apply}
      </button>
      <a href={clearHref} className="btn-ghost">
        Clear
      </a>
    </div>
  );
}

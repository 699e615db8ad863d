import type { ReactNode } from 'react';

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

interface ListFilterFormProps {
  /** The list's own address: the form asks for it again, and Clear goes back to it as it first opens. */
  list: string;
  /** What the form is called to a screen reader, e.g. "Search learners". */
  label: string;
  /** The submit button's words, e.g. "Filter". */
  apply: string;
  className: string;
  children: ReactNode;
}

/** A back-office list's filters: a GET form back to the list, its fields, then Apply and Clear. */
export function ListFilterForm({ list, label, apply, className, children }: ListFilterFormProps) {
  return (
    <form method="get" action={list} className={className} aria-label={label}>
      {children}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {apply}
        </button>
        <a href={list} className="btn-ghost">
          Clear
        </a>
      </div>
    </form>
  );
}

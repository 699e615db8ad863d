/**
 * /admin/content/{section}/new and /admin/content/{section}/{id}: one item of a kind, a plain form that works
 * without JavaScript. Its buttons save (keeping the status), publish, take it back to draft or archive it; under it,
 * every revision with who saved it.
 */
import type { AdminSession } from '../../../auth/admin-env';
import { AdminDocument } from '../../ui/AdminDocument';
import { CsrfField } from '../../ui/CsrfField';
import { ProblemSummary } from '../../ui/ProblemSummary';
import { StatusNotice } from '../../ui/StatusNotice';
import { ConflictPanel, type ConflictPanelProps } from '../ConflictPanel';
import type { Revision } from '../item-reads';
import type { ItemStatus } from '../item-save';
import { Revisions } from '../Revisions';
import { statusLabels } from '../status-labels';
import type { Choice, FieldSpec, FormValues } from './definition';
import { fieldId, ItemFields } from './ItemFields';
import { type ItemIntent, itemNotices, type ItemNotice } from './item-intents';

export interface EditedItem {
  id: string;
  status: ItemStatus;
  version: number;
  revisions: readonly Revision[];
}

interface ItemEditorPageProps {
  session: AdminSession;
  section: string;
  one: string;
  many: string;
  fields: readonly FieldSpec[];
  /** Selects whose choices are other kinds' items, by field name. */
  choices?: Readonly<Record<string, readonly Choice[]>>;
  single: boolean;
  /** Absent for a new item. */
  item?: EditedItem;
  values: FormValues;
  errors?: Record<string, string>;
  notice?: ItemNotice;
  conflict?: Omit<ConflictPanelProps, 'labels'>;
}

function intentsFor(status: ItemStatus | undefined, single: boolean): { intent: ItemIntent; label: string }[] {
  if (single) return [{ intent: 'save', label: 'Save' }];
  switch (status) {
    case 'published':
      return [
        { intent: 'save', label: 'Save' },
        { intent: 'draft', label: 'Unpublish (back to draft)' },
        { intent: 'archive', label: 'Archive' },
      ];
    case 'draft':
      return [
        { intent: 'save', label: 'Save draft' },
        { intent: 'publish', label: 'Publish' },
        { intent: 'archive', label: 'Archive' },
      ];
    default:
      return [
        { intent: 'draft', label: 'Save draft' },
        { intent: 'publish', label: 'Publish' },
      ];
  }
}

export function ItemEditorPage(props: ItemEditorPageProps) {
  const { session, section, one, many, fields, choices, single, item, values, errors = {}, notice, conflict } = props;
  const problems = fields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ id: fieldId(field.name), message }] : [];
  });
  const home = `/admin/content/${section}`;
  const action = item ? `${home}/${item.id}` : home;
  const heading = single ? many : item ? `Edit ${one.toLowerCase()}` : `New ${one.toLowerCase()}`;
  return (
    <AdminDocument title={heading} session={session} place={{ section: 'content', within: true }}>
      <p>
        <a className="underline" href={single ? '/admin/content' : home}>
          {single ? 'Content' : many}
        </a>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{heading}</h1>
      {item && !single ? (
        <p className="mt-2 text-muted">
          <span className="badge">{statusLabels[item.status]}</span> Version {item.version}.
        </p>
      ) : null}
      <StatusNotice notice={notice} messages={itemNotices} />
      <ProblemSummary problems={problems} />
      {conflict ? <ConflictPanel labels={fields.map((field) => [field.name, field.label])} {...conflict} /> : null}
      <form method="post" action={action} className="card mt-6" noValidate>
        <CsrfField session={session} />
        {item ? <input type="hidden" name="version" value={item.version} /> : null}
        <ItemFields fields={fields} choices={choices} values={values} errors={errors} />
        <div className="mt-6 flex flex-wrap gap-3">
          {intentsFor(item?.status, single).map(({ intent, label }, index) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              className={index === 0 ? 'btn-primary' : 'btn-outline'}
            >
              {label}
            </button>
          ))}
        </div>
      </form>
      {item ? (
        <Revisions revisions={item.revisions} revisionHref={(version) => `${action}/revisions/${version}`} />
      ) : null}
    </AdminDocument>
  );
}

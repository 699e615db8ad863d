import type { AdminSession } from '../../../auth/admin-env';
import { formatDateTime } from '../../../lib/uk-date';
import { AdminDocument } from '../../ui/AdminDocument';
import { CsrfField } from '../../ui/CsrfField';
import { StatusNotice } from '../../ui/StatusNotice';
import type { ListedItem } from '../item-reads';
import { statusLabels } from '../status-labels';
import { itemNotices, type ItemNotice } from './item-intents';

/** /admin/content/{section}: a kind's items, in the owner's order when the kind has one, with Move up and Move down. */
export function ItemListPage({
  session,
  section,
  many,
  one,
  intro,
  ordered,
  items,
  notice,
}: {
  session: AdminSession;
  section: string;
  many: string;
  one: string;
  intro: string;
  ordered: boolean;
  items: readonly (ListedItem & { title: string })[];
  notice?: ItemNotice;
}) {
  const home = `/admin/content/${section}`;
  return (
    <AdminDocument title={many} session={session} place={{ section: 'content', within: true }}>
      <p>
        <a className="underline" href="/admin/content">
          Content
        </a>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">{many}</h1>
        <a className="btn-primary" href={`${home}/new`}>
          New {one.toLowerCase()}
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
      <StatusNotice notice={notice} messages={itemNotices} />
      <table className="card mt-6 w-full text-left text-sm">
        <caption className="sr-only">{ordered ? `${many}, in the order visitors see them` : many}</caption>
        <thead>
          <tr>
            <th scope="col">{one}</th>
            <th scope="col">Status</th>
            <th scope="col">Last saved</th>
            {ordered ? <th scope="col">Order</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id} className="border-t border-stone-200" data-item={item.slug}>
              <td>
                <a className="font-semibold underline" href={`${home}/${item.id}`}>
                  {item.title}
                </a>
              </td>
              <td>{statusLabels[item.status]}</td>
              <td>
                {formatDateTime(item.updatedAt)}, {item.savedBy}
              </td>
              {ordered ? (
                <td>
                  <form method="post" action={`${home}/${item.id}/move`} className="flex gap-2">
                    <CsrfField session={session} />
                    <button
                      type="submit"
                      name="direction"
                      value="up"
                      className="btn-ghost px-2 py-1"
                      disabled={index === 0}
                    >
                      Move up<span className="sr-only">: {item.title}</span>
                    </button>
                    <button
                      type="submit"
                      name="direction"
                      value="down"
                      className="btn-ghost px-2 py-1"
                      disabled={index === items.length - 1}
                    >
                      Move down<span className="sr-only">: {item.title}</span>
                    </button>
                  </form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </AdminDocument>
  );
}

/**
 * The owner's buttons on a notification in /admin/notifications (Retry for a
 * failed one, Send for a held one), pressed as the tests press them: a form
 * post with a CSRF token, queueing onto a recording queue.
 */
import type { Browser } from './admin';
import type { RecordingQueue } from './notify';

/** Posts to the button's action with the session's own token unless the test forges another. */
export function pressOutboxButton(
  owner: Browser,
  action: string,
  queue: RecordingQueue,
  csrf = owner.csrf,
): Promise<Response> {
  return owner.post(action, { csrf }, { bindings: { NOTIFY_QUEUE: queue.binding } });
}

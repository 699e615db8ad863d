/**
 * The owner's Retry in /admin/notifications for a notification that used up
 * its attempts, as the notification tests press it.
 */
import { signedInBrowser } from './admin';
import { type RecordingQueue, recordingQueue } from './notify';

export interface PressedRetry {
  /** The notifications page as it was before Retry was pressed. */
  page: string;
  /** Where Retry queued the row again. */
  queue: RecordingQueue;
  response: Response;
}

/** Signs in, opens the notifications page and presses the row's Retry. */
export async function pressRetry(outboxId: string): Promise<PressedRetry> {
  const browser = await signedInBrowser();
  const page = await (await browser.get('/admin/notifications')).text();
  const queue = recordingQueue();
  const response = await browser.post(
    `/admin/notifications/${outboxId}/retry`,
    { csrf: browser.csrf },
    { bindings: { NOTIFY_QUEUE: queue.binding } },
  );
  return { page, queue, response };
}

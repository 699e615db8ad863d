/**
 * The part of the marketing calendar that needs script (spec 01 §2, §4, §8):
 * "Download Calendar" opens a dialog that asks for an email address, records
 * the download, then saves the campaigns as an .ics calendar and a CSV
 * spreadsheet. The months themselves are server-rendered <details>, so they
 * open and close with no script and this island never touches them.
 *
 * The button opens the dialog with no script (an invoker command), and its
 * form posts to the server until this island hydrates; with scripting off the button is hidden and the plain form beside it
 * (MarketingCalendarTool) does the download instead; the loader shows that
 * form too if this code cannot run.
 */
import { useEffect } from 'react';
import type { JsonValue } from '../../lib/json';
import { opensDialog, useDialog } from '../../ui/Dialog';
import { ResourceDownloadDialog } from './ResourceDownloadDialog';
import { saveFile } from './save-file';
import { CALENDAR_ANCHOR, CALENDAR_RESOURCE_NAME, calendarFormats } from './calendar-download';

interface MarketingCalendarProps {
  [key: string]: JsonValue;
  /** The stored email address, for the message shown if the download cannot be recorded. */
  supportEmail: string;
}

/** The file builder carries the whole calendar: fetched when the dialog opens, not with the island. */
const loadFiles = () => import('./calendar-files');

async function downloadCalendarFiles() {
  const { calendarFile } = await loadFiles();
  const now = new Date();
  for (const format of calendarFormats) {
    const file = calendarFile(format, now);
    saveFile(file.fileName, file.content, file.mimeType);
  }
}

export default function MarketingCalendar({ supportEmail }: MarketingCalendarProps) {
  const dialog = useDialog();

  useEffect(() => {
    if (dialog.open) void loadFiles();
  }, [dialog.open]);

  return (
    <>
      <button {...opensDialog(dialog)} className="needs-script btn-accent">
        Download Calendar
      </button>
      <ResourceDownloadDialog
        dialog={dialog}
        resourceName={CALENDAR_RESOURCE_NAME}
        formatsText="the next twelve months of campaigns as a calendar file (.ics) for Google, Outlook or Apple Calendar, and as a CSV spreadsheet"
        onRecorded={() => void downloadCalendarFiles()}
        anchor={CALENDAR_ANCHOR}
        supportEmail={supportEmail}
      />
    </>
  );
}

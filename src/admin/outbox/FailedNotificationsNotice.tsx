/** Shown in the inbox while any notification has failed: a lead the owner has not been emailed about. */
export function FailedNotificationsNotice({ failed }: { failed: number }) {
  if (failed === 0) return null;
  return (
    <div
      role="alert"
      data-outbox-failed={failed}
      className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">
        {failed === 1 ? '1 notification email could not be sent' : `${failed} notification emails could not be sent`}
      </p>
      <p className="mt-1">
        The submissions are safe in this inbox; only the email about them failed.{' '}
        <a href="/admin/notifications" className="font-semibold underline">
          See them and retry
        </a>
        .
      </p>
    </div>
  );
}

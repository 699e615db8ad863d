/**
 * The twelve-month marketing calendar as the page places it (spec 01 §2, §4).
 * Server-rendered: each month is a native <details>, so months open and close
 * independently with no script, before or without JavaScript. Only the
 * Download Calendar button and its email dialog are an island. Without
 * JavaScript a plain form stands in for them: it posts the email address (and
 * which file) to /api/resource-downloads, which records the download and
 * answers with the file.
 */
import { marketingCalendar } from '../../content/marketing-calendar';
import { businessDetails } from '../../render/request-settings';
import type { CalendarMonth } from '../../content/types';
import { Island } from '../../islands/Island';
import { valueOf, type FormState } from '../../lib/form-state';
import { FormNotice, PlainSubmitButton } from '../../ui/form-fields';
import { DownloadEmailFields } from './DownloadEmailFields';
import { RESOURCE_DOWNLOADS_ENDPOINT } from '../../submissions/resource-download/fields';
import { CALENDAR_ANCHOR, CALENDAR_RESOURCE_NAME, calendarFormat } from './calendar-download';
import MarketingCalendar from './MarketingCalendar.island';
import { BulletList } from '../../ui/BulletList';

function MonthCard({ month }: { month: CalendarMonth }) {
  return (
    <li className="calendar-month rounded-2xl border border-stone-200 bg-white shadow-sm">
      <details className="group" data-month={month.month}>
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-2xl p-5 text-left hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <h4 className="grid gap-1">
            <span className="font-display text-lg font-bold text-ink">{month.month}</span>
            <span className="text-sm font-semibold text-brand-800">{month.theme}</span>
          </h4>
          <span aria-hidden="true" className="mt-1 text-brand-800 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        {/* Open, the month spans its row (uno.config.ts): goal and tasks on the left, campaigns on the right. */}
        <div className="border-t border-stone-200 px-5 pb-5 pt-4 text-sm md:grid md:grid-cols-3 md:gap-x-8">
          <div className="md:col-span-2">
            <p>
              <strong className="text-ink">Primary goal: </strong>
              <span className="text-muted">{month.primaryGoal}</span>
            </p>
            <div className="md:columns-2 md:gap-8">
              {month.activities.map((activity) => (
                <div key={activity.category} className="mt-4 break-inside-avoid">
                  <h5 className="font-semibold text-ink">{activity.category}</h5>
                  <BulletList items={activity.tasks} className="mt-1 list-disc space-y-1 pl-5 text-muted" />
                </div>
              ))}
            </div>
          </div>
          <div>
            <h5 className="mt-4 font-semibold text-ink md:mt-0">Campaigns</h5>
            <ul className="mt-2 grid gap-2">
              {month.campaigns.map((campaign) => (
                <li key={campaign.name} className="rounded-lg bg-accent-100 p-3">
                  <p className="font-semibold text-ink">{campaign.name}</p>
                  <p className="text-xs font-semibold text-accent-700">
                    Starts {campaign.startDay} {month.month} · runs {campaign.durationDays}{' '}
                    {campaign.durationDays === 1 ? 'day' : 'days'}
                  </p>
                  <p className="mt-1 text-ink">{campaign.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </li>
  );
}

const formatChoices = [
  { value: 'ics', label: 'Calendar file (.ics) for Google, Outlook or Apple Calendar' },
  { value: 'csv', label: 'CSV spreadsheet (.csv) for Excel or Google Sheets' },
] as const;

/**
 * The download as a plain form, for visitors without JavaScript (with it, the
 * dialog does the same job, so MarketingCalendarTool puts this in <noscript>).
 * A browser saves one file per answer, so the visitor picks which; the
 * download is recorded each time.
 */
function PlainDownloadForm({ form }: { form: FormState | undefined }) {
  const chosen = calendarFormat(valueOf(form, 'format'));
  return (
    <form
      id="calendar-download"
      method="post"
      action={`${RESOURCE_DOWNLOADS_ENDPOINT}#${CALENDAR_ANCHOR}`}
      aria-labelledby="calendar-download-heading"
      className="relative mb-6 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h4 id="calendar-download-heading" className="font-display text-lg font-bold text-ink">
        Download the {CALENDAR_RESOURCE_NAME}
      </h4>
      <p className="mt-1 mb-4 text-sm text-muted">
        Enter your email address and we will download the next twelve months of campaigns to your device.
      </p>
      <FormNotice
        notice={form?.notice}
        invalid="Download Failed: enter a valid email address and press Download Calendar again."
        failed={`Download Failed: we could not record your download just now. Your email address is still here: please try again in a moment, or contact support at ${businessDetails().email}.`}
      />
      <DownloadEmailFields
        inputId="calendar-download-email"
        resourceName={CALENDAR_RESOURCE_NAME}
        email={valueOf(form, 'email')}
        error={form?.errors.email}
      />
      <fieldset className="mt-4">
        <legend className="field-label">File</legend>
        {formatChoices.map((choice) => (
          <label key={choice.value} className="mt-2 flex items-center gap-2 text-sm text-ink">
            <input type="radio" name="format" value={choice.value} defaultChecked={choice.value === chosen} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <PlainSubmitButton className="mt-5" buttonClassName="btn-accent">
        Download Calendar
      </PlainSubmitButton>
    </form>
  );
}

/**
 * `download` is a plain download post that came back (an invalid address, or
 * it could not be recorded): its form is shown live, so its message reads the
 * same whether or not this visitor's scripts run. Otherwise it is in
 * <noscript>: with scripting on, the dialog's own form is a plain post until
 * the island runs, so it works even when the island's code cannot.
 */
export function MarketingCalendarTool({ download }: { download?: FormState }) {
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Open any month to see its goal, tasks and three ready-made campaigns.</p>
        <Island
          name="marketing-calendar"
          component={MarketingCalendar}
          props={{ supportEmail: businessDetails().email }}
          hydrate="visible"
        />
      </div>
      {download ? (
        <PlainDownloadForm form={download} />
      ) : (
        <noscript>
          <PlainDownloadForm form={undefined} />
        </noscript>
      )}
      <ul className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        {marketingCalendar.map((month) => (
          <MonthCard key={month.month} month={month} />
        ))}
      </ul>
    </div>
  );
}

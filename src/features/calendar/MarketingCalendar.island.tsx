/**
 * The twelve-month marketing calendar (spec 01 §2, §4): each month opens and
 * closes on its own. "Download Calendar" asks for an email address, then
 * saves the campaigns as an .ics calendar and a CSV spreadsheet.
 */
import { useId, useState } from 'react';
import { marketingCalendar } from '../../content/marketing-calendar';
import { siteConfig } from '../../content/site-config';
import type { CalendarMonth } from '../../content/types';
import type { JsonValue } from '../../islands/Island';
import { ResourceDownloadDialog } from '../downloads/ResourceDownloadDialog';
import { saveFile } from '../downloads/save-file';
import { marketingCalendarCsv } from './csv';
import { marketingCalendarIcs } from './ics';

export interface MarketingCalendarProps {
  [key: string]: JsonValue;
}

const RESOURCE_NAME = 'Marketing Calendar';

function downloadCalendarFiles() {
  const now = new Date();
  const ics = marketingCalendarIcs(marketingCalendar, {
    now,
    domain: new URL(siteConfig.origin).hostname,
    organisation: siteConfig.name,
    calendarName: RESOURCE_NAME,
  });
  saveFile('pawsperity-marketing-calendar.ics', ics, 'text/calendar;charset=utf-8');
  // A byte-order mark so Excel reads the file as UTF-8.
  saveFile('pawsperity-marketing-calendar.csv', `\uFEFF${marketingCalendarCsv(marketingCalendar, now)}`, 'text/csv;charset=utf-8');
}

function MonthCard({ month, expanded, onToggle }: { month: CalendarMonth; expanded: boolean; onToggle: () => void }) {
  const panelId = useId();
  return (
    <li className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h4>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-3 rounded-2xl p-5 text-left hover:bg-brand-50"
        >
          <span className="grid gap-1">
            <span className="font-display text-lg font-bold text-ink">{month.month}</span>
            <span className="text-sm font-semibold text-brand-800">{month.theme}</span>
          </span>
          <span aria-hidden="true" className={`mt-1 text-brand-800 transition-transform ${expanded ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h4>
      <div id={panelId} hidden={!expanded} className="border-t border-stone-200 px-5 pb-5 pt-4 text-sm">
        <p>
          <strong className="text-ink">Primary goal: </strong>
          <span className="text-muted">{month.primaryGoal}</span>
        </p>
        {month.activities.map((activity) => (
          <div key={activity.category} className="mt-4">
            <h5 className="font-semibold text-ink">{activity.category}</h5>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
              {activity.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </div>
        ))}
        <h5 className="mt-4 font-semibold text-ink">Campaigns</h5>
        <ul className="mt-2 grid gap-2">
          {month.campaigns.map((campaign) => (
            <li key={campaign.name} className="rounded-lg bg-accent-100 p-3">
              <p className="font-semibold text-ink">{campaign.name}</p>
              <p className="text-xs font-semibold text-accent-700">
                Starts {campaign.startDay} {month.month} · runs {campaign.durationDays} {campaign.durationDays === 1 ? 'day' : 'days'}
              </p>
              <p className="mt-1 text-ink">{campaign.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export default function MarketingCalendar(_props: MarketingCalendarProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [dialogOpen, setDialogOpen] = useState(false);

  const toggle = (month: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(month)) next.delete(month);
      else next.add(month);
      return next;
    });

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Open any month to see its goal, tasks and three ready-made campaigns.</p>
        <button type="button" className="btn-accent" onClick={() => setDialogOpen(true)}>
          Download Calendar
        </button>
      </div>
      <ul className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        {marketingCalendar.map((month) => (
          <MonthCard key={month.month} month={month} expanded={expanded.has(month.month)} onToggle={() => toggle(month.month)} />
        ))}
      </ul>
      <ResourceDownloadDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        resourceName={RESOURCE_NAME}
        formatsText="the next twelve months of campaigns as a calendar file (.ics) for Google, Outlook or Apple Calendar, and as a CSV spreadsheet"
        onRecorded={downloadCalendarFiles}
      />
    </div>
  );
}

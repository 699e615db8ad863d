import { type Context, Hono } from 'hono';
import { englandAndWalesBankHolidays } from '../../content/bank-holidays';
import { database } from '../../db/client';
import { readAvailabilitySettings, readBlockedRanges } from '../../submissions/consultation-booking/availability-store';
import { fieldErrors } from '../../lib/field-errors';
import { addDays } from '../../lib/london-time';
import { todayInLondon } from '../../lib/uk-date';
import type { AdminEnv } from '../../auth/admin-env';
import { postedText, postedTexts } from '../../lib/posted-text';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { AvailabilityPage, type AvailabilityNotice, availabilityNotices, type PostedForm } from './AvailabilityPage';
import { blockDates, saveNotice, saveWeeklyPattern, setBankHolidayOpen, unblockDates } from './changes';
import {
  bankHolidaySchema,
  type BlockFields,
  blockSchema,
  type NoticeFields,
  noticeSchema,
  weeklyPatternSchema,
} from './forms';
import { noticeIn } from '../ui/StatusNotice';

/**
 * /admin/availability: every change is its own CSRF-checked post (checked
 * before these run), audited, then back to the page with a notice
 * (post/redirect/get); a form the owner must correct is shown again with
 * its messages and entries.
 */
export const availabilityRoutes = new Hono<AdminEnv>();

/** The bank holiday list is shown this far ahead, and warned about when it ends sooner than a year from today. */
const BANK_HOLIDAYS_SHOWN_DAYS = 2 * 365;
const BANK_HOLIDAYS_WARN_DAYS = 365;

interface PageForms {
  notice?: AvailabilityNotice;
  noticeForm?: PostedForm<NoticeFields>;
  blockForm?: PostedForm<BlockFields>;
}

async function availabilityPage(c: Context<AdminEnv>, forms: PageForms, status: 200 | 400 = 200): Promise<Response> {
  const db = database(c.env.DB);
  const today = todayInLondon();
  const [settings, blocks] = await Promise.all([readAvailabilitySettings(db), readBlockedRanges(db, today)]);
  const until = addDays(today, BANK_HOLIDAYS_SHOWN_DAYS);
  const bankHolidays = englandAndWalesBankHolidays
    .filter((holiday) => holiday.date >= today && holiday.date <= until)
    .map((holiday) => ({ ...holiday, open: settings.openBankHolidays.includes(holiday.date) }));
  const lastListed =
    englandAndWalesBankHolidays
      .map((holiday) => holiday.date)
      .sort()
      .at(-1) ?? '';
  return renderAdminPage(
    <AvailabilityPage
      session={c.var.adminSession}
      settings={settings}
      blocks={blocks}
      bankHolidays={bankHolidays}
      bankHolidaysEnd={{ date: lastListed, soon: lastListed < addDays(today, BANK_HOLIDAYS_WARN_DAYS) }}
      {...forms}
    />,
    status,
  );
}

function backWith(c: Context<AdminEnv>, notice: AvailabilityNotice): Response {
  return c.redirect(`/admin/availability?notice=${notice}`, 303);
}

/** A post no form of this page sends (an unknown slot or bank holiday): nothing is changed. */
function malformed(c: Context<AdminEnv>): Promise<Response> {
  return renderOwnerMessage(c, 400, {
    title: 'Nothing was changed',
    message: 'That change did not come from the availability page as it is now. Reload the page and try again.',
    link: { href: '/admin/availability', text: 'Back to availability' },
  });
}

/** The posted fields of a form, as typed. */
async function postedFields<Name extends string>(
  c: Context<AdminEnv>,
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const entries = await Promise.all(names.map(async (name) => [name, await postedText(c, name)] as const));
  return Object.fromEntries(entries) as Record<Name, string>;
}

availabilityRoutes.get('/', (c) => {
  const notice = c.req.query('notice');
  return availabilityPage(c, { notice: noticeIn(availabilityNotices, notice) });
});

availabilityRoutes.post('/pattern', async (c) => {
  const parsed = weeklyPatternSchema.safeParse(await postedTexts(c, 'slot'));
  if (!parsed.success) return malformed(c);
  await saveWeeklyPattern(database(c.env.DB), parsed.data, c.var.adminSession.userId);
  return backWith(c, 'pattern-saved');
});

availabilityRoutes.post('/notice', async (c) => {
  const values = await postedFields(c, ['minimumNoticeHours', 'horizonDays'] as const);
  const parsed = noticeSchema.safeParse(values);
  if (!parsed.success) return availabilityPage(c, { noticeForm: { values, errors: fieldErrors(parsed.error) } }, 400);
  await saveNotice(database(c.env.DB), parsed.data, c.var.adminSession.userId);
  return backWith(c, 'notice-saved');
});

availabilityRoutes.post('/blocks', async (c) => {
  const values = await postedFields(c, ['startsOn', 'endsOn', 'reason'] as const);
  const parsed = blockSchema(todayInLondon()).safeParse(values);
  if (!parsed.success) return availabilityPage(c, { blockForm: { values, errors: fieldErrors(parsed.error) } }, 400);
  await blockDates(database(c.env.DB), parsed.data, c.var.adminSession.userId);
  return backWith(c, 'dates-blocked');
});

availabilityRoutes.post('/blocks/:id/remove', async (c) => {
  const removed = await unblockDates(database(c.env.DB), c.req.param('id'), c.var.adminSession.userId);
  if (removed) return backWith(c, 'dates-unblocked');
  return renderOwnerMessage(c, 404, {
    title: 'Already removed',
    message: 'There is no such block: it may have been removed already. Nothing was changed.',
    link: { href: '/admin/availability', text: 'Back to availability' },
  });
});

availabilityRoutes.post('/bank-holidays', async (c) => {
  const parsed = bankHolidaySchema.safeParse(await postedFields(c, ['date', 'open'] as const));
  if (!parsed.success) return malformed(c);
  // Pressing a button twice (or in two tabs) leaves it as asked, recorded once.
  await setBankHolidayOpen(database(c.env.DB), parsed.data.date, parsed.data.open, c.var.adminSession.userId);
  return backWith(c, parsed.data.open ? 'bank-holiday-opened' : 'bank-holiday-blocked');
});

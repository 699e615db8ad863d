/**
 * What every kind of submission is made of: its table, its payload's one zod
 * schema and how a plain post's fields map onto it, the row the server stores,
 * the fields the owner reads (one list of labels and formats for the item page,
 * the CSV, the notification email and the data-request export), its status
 * workflow, how its notification goes out, how long it is kept and which
 * column matches a person for export and erasure. Generic parts (form
 * endpoints, inbox, item page, CSV, statuses, data requests, outbox, emails,
 * retention) loop over the registry of these instead of switching on a kind.
 */
import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z, ZodType } from 'zod';
import type { FunnelStep } from '../analytics/funnel';
import { describeCampaign } from '../analytics/visit-source';
import type { BookedPackages } from '../content/booked-packages';

/**
 * What reading a stored row may need besides the row: the packages as each booking saw them (a booking stores only
 * their ids). Read once per page, email or export by readContext (read-context.ts).
 */
export interface ReadContext {
  packages: BookedPackages;
}

export interface StatusMove {
  to: string;
  /** The button's text. */
  label: string;
}

interface StatusWorkflow {
  /** Every status in workflow order. */
  statuses: readonly string[];
  /** The status that means "needs the owner's attention"; null when nothing is ever pending. */
  awaitingStatus: string | null;
  /** From each status, the moves the owner may make. Moves not listed are refused by the server. */
  moves: Readonly<Record<string, readonly StatusMove[]>>;
}

/** One field as the owner reads it, in the form's order. */
interface OwnerField<Row> {
  label: string;
  /** The value in words (labels for stored codes, names and prices for service ids); a list for services and roles. */
  read: (row: Row, context: ReadContext) => string | string[] | null;
  /** Text over several lines (the visitor's, or the consent wording they were shown). */
  multiline?: boolean;
  /** The visitor's own words: the owner's email sets them off as a quotation, so they never read as ours. */
  quoted?: boolean;
}

/** email: one email each as soon as it arrives (leads to act on); digest: listed in the next daily digest. */
export type NotificationChannel = 'email' | 'digest';

/** A calendar entry to attach to an item's notification email (the booking's preferred slot). */
interface CalendarEntry {
  /** The attachment's name, e.g. "consultation.ics". */
  filename: string;
  /** YYYY-MM-DD. */
  date: string;
  /** "9:00" (UK time); absent: all day. */
  time?: string;
  minutes: number;
  summary: string;
  description: string;
  stamp: Date;
}

/** What an 'email' kind's notification says beyond its fields, where the generic words do not fit. */
interface EmailWording<Row> {
  /** What follows the person's name in the subject, e.g. "2 services, From £3,495"; empty for nothing. */
  subjectDetail?: (row: Row) => string;
  /** A sentence above the fields, e.g. the booking's preferred slot. */
  note?: (row: Row) => string | null;
  /** A calendar invitation to attach, or null for none; `link` is the item's page in the back office. */
  calendar?: (row: Row, link: string) => CalendarEntry | null;
}

/** How a 'digest' kind appears in the daily digest. */
interface DigestWording<Row> {
  /** The section's heading, e.g. "Shop waiting list sign-ups" (default: the plural). */
  section?: string;
  /** How the subject counts them, e.g. ["waiting-list sign-up", "waiting-list sign-ups"] (default: label and plural, lower case). */
  counted?: readonly [one: string, many: string];
  /** One item's line (default: the person). */
  line?: (row: Row) => string;
}

/** The columns the generic parts read, by their meaning. */
interface SubmissionColumns {
  id: SQLiteColumn;
  email: SQLiteColumn;
  /** When it arrived: the inbox's order, the retention clock. */
  receivedAt: SQLiteColumn;
  /** null for kinds without a workflow. */
  status: SQLiteColumn | null;
  /** The unique submission id: a repeat is not stored again. */
  submissionId: SQLiteColumn;
}

/** The columns of a table with the usual names: it arrived at createdAt, and has a status. */
export function usualColumns(table: {
  id: SQLiteColumn;
  email: SQLiteColumn;
  createdAt: SQLiteColumn;
  status: SQLiteColumn;
  submissionId: SQLiteColumn;
}): SubmissionColumns {
  return {
    id: table.id,
    email: table.email,
    receivedAt: table.createdAt,
    status: table.status,
    submissionId: table.submissionId,
  };
}

interface SubmissionDefinition<Kind extends string, Table extends SQLiteTable, Schema extends ZodType> {
  /** The kind's name in URLs, the outbox and the audit trail, e.g. "booking". Never changes once stored. */
  kind: Kind;
  /** One item, e.g. "Consultation booking". */
  label: string;
  /** The list, e.g. "Consultation bookings". */
  plural: string;
  table: Table;
  columns: SubmissionColumns;
  /** The person's display name in the inbox, as SQL over the table (empty where the form asks no name). */
  nameSql: SQL;
  /** Raw material for the inbox's summary column, as SQL over the table. */
  detailSql: SQL;
  /** One line about an item from its detail column, for the inbox and the mixed CSV. */
  summary: (detail: string, context: ReadContext) => string;
  /**
   * The payload's one zod schema; a function of the database where it depends on what the owner publishes (the
   * packages a booking may name), read afresh for each submission. Rejects when D1 fails.
   */
  schema: Schema | ((db: D1Database) => Promise<Schema>);
  /** A plain post's fields as the schema's input: the same mapping the island uses to build its JSON. */
  fromFields: (fields: URLSearchParams) => z.input<Schema>;
  /** The row to insert: only named fields; the server sets ids, statuses and times. */
  toRow: (input: z.output<Schema>, stored: { id: string; submissionId: string; now: Date }) => Table['$inferInsert'];
  /** The person who sent it: "First Last", or their address where the form asks for no name. */
  person: (row: Table['$inferSelect']) => string;
  fields: readonly OwnerField<Table['$inferSelect']>[];
  workflow: StatusWorkflow | null;
  notification: NotificationChannel;
  /** For 'email' kinds: the subject's detail, a note and a calendar invitation, where wanted. */
  email?: EmailWording<Table['$inferSelect']>;
  /** For 'digest' kinds: the digest's section, count and lines, where the defaults do not fit. */
  digest?: DigestWording<Table['$inferSelect']>;
  /** How long an item is kept after it arrived (site config, stated in the privacy policy). */
  retentionDays: number;
  /** The step of the owner's funnel a new submission of this kind is (src/analytics/funnel.ts); none when absent or null. */
  funnelStep?: (input: z.output<Schema>) => FunnelStep | null;
  /** The table's name in a person's data export and erasure counts. */
  exportName: string;
}

/** A stored row of some kind, as the generic parts hold it. */
export type StoredRow = Record<string, unknown>;

/** A field ready to show: one value, or a list (services, roles). */
export interface PresentedField {
  label: string;
  value: string;
  list?: string[];
  multiline?: boolean;
  quoted?: boolean;
}

/**
 * A kind as the generic parts use it: the same definition, with the row
 * types erased so that every kind fits one list. Rows handed to `person` and
 * `ownerFields` must come from this kind's own table.
 */
export interface Submission {
  kind: string;
  label: string;
  plural: string;
  table: SQLiteTable;
  columns: SubmissionColumns;
  nameSql: SQL;
  detailSql: SQL;
  summary: (detail: string, context: ReadContext) => string;
  workflow: StatusWorkflow | null;
  notification: NotificationChannel;
  /** The email notification's extra words (see EmailWording). */
  email: EmailWording<StoredRow>;
  /** The digest's words, defaults filled in. */
  digest: Required<DigestWording<StoredRow>>;
  retentionDays: number;
  exportName: string;
  person: (row: StoredRow) => string;
  /** Every field in the form's order, empty ones included, in the one wording the owner reads everywhere. */
  ownerFields: (row: StoredRow, context: ReadContext) => PresentedField[];
  /** The labels of `ownerFields`, in order (the CSV header). */
  fieldLabels: readonly string[];
}

/** A kind with its typed definition, for the parts that handle its payload (the form endpoint). */
export interface TypedSubmission<Kind extends string, Table extends SQLiteTable, Schema extends ZodType>
  extends Submission {
  kind: Kind;
  definition: SubmissionDefinition<Kind, Table, Schema>;
}

/** How the owner reads a record's source, wherever it is shown (the payments' page and CSV too). */
export const SOURCE_LABELS = ['Visit came from', 'Campaign'] as const;
/** No other site linked to the visit's page: typed in, a bookmark, an app, or a link from further back. */
export const NO_REFERRER = 'Direct or not known';
export const NO_CAMPAIGN = 'None';

/**
 * Where the visit that brought a record came from (every kind's table and the payments have the columns): the same
 * two lines for a lead, a booking and a purchase, on its page and in its CSV.
 */
export function visitSourceFields(
  row: Partial<Record<'sourceReferrerHost' | 'sourceUtmSource' | 'sourceUtmMedium' | 'sourceUtmCampaign', unknown>>,
): PresentedField[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [from, campaign] = SOURCE_LABELS;
  return [
    { label: from, value: text(row.sourceReferrerHost) || NO_REFERRER },
    {
      label: campaign,
      value:
        describeCampaign({
          utmSource: text(row.sourceUtmSource),
          utmMedium: text(row.sourceUtmMedium),
          utmCampaign: text(row.sourceUtmCampaign),
        }) || NO_CAMPAIGN,
    },
  ];
}

export function defineSubmission<const Kind extends string, Table extends SQLiteTable, Schema extends ZodType>(
  definition: SubmissionDefinition<Kind, Table, Schema>,
): TypedSubmission<Kind, Table, Schema> {
  // The one place a row's type is taken on trust: every caller reads rows from `definition.table`.
  const asRow = (row: StoredRow) => row as Table['$inferSelect'];
  const { email = {}, digest = {} } = definition;
  const person = (row: StoredRow) => definition.person(asRow(row));
  return {
    definition,
    kind: definition.kind,
    label: definition.label,
    plural: definition.plural,
    table: definition.table,
    columns: definition.columns,
    nameSql: definition.nameSql,
    detailSql: definition.detailSql,
    summary: definition.summary,
    workflow: definition.workflow,
    notification: definition.notification,
    email: {
      ...(email.subjectDetail ? { subjectDetail: (row: StoredRow) => email.subjectDetail?.(asRow(row)) ?? '' } : {}),
      ...(email.note ? { note: (row: StoredRow) => email.note?.(asRow(row)) ?? null } : {}),
      ...(email.calendar
        ? { calendar: (row: StoredRow, link: string) => email.calendar?.(asRow(row), link) ?? null }
        : {}),
    },
    digest: {
      section: digest.section ?? definition.plural,
      counted: digest.counted ?? [definition.label.toLowerCase(), definition.plural.toLowerCase()],
      line: digest.line ? (row) => digest.line?.(asRow(row)) ?? '' : person,
    },
    retentionDays: definition.retentionDays,
    exportName: definition.exportName,
    person,
    ownerFields: (row, context) => [
      ...definition.fields.map(({ label, read, multiline, quoted }) => {
        const value = read(asRow(row), context);
        if (Array.isArray(value)) return { label, value: value.join('; '), list: value };
        return { label, value: value ?? '', ...(multiline ? { multiline } : {}), ...(quoted ? { quoted } : {}) };
      }),
      ...visitSourceFields(row),
    ],
    fieldLabels: [...definition.fields.map((field) => field.label), ...SOURCE_LABELS],
  };
}

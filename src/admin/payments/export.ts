/**
 * The payments and the subscriptions as CSV, as the inbox's export writes them: the one CSV writer, dates in London
 * time, named by the list and the day. Amounts in pounds with pence (12.00), so a spreadsheet adds them up.
 */
import type { Database } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { poundsAndPence } from '../../lib/pounds';
import { spreadsheetDateTime } from '../../lib/uk-date';
import {
  accessWords,
  paymentStatusWords,
  planWords,
  subscriptionNotes,
  subscriptionStatusWords,
} from './payment-words';
import { SOURCE_LABELS, visitSourceFields } from '../../submissions/types';
import { allPayments, allSubscriptions, type PaymentShow } from './payments-query';

interface CsvExport {
  filename: string;
  body: string;
}

const when = (date: Date | null) => (date ? spreadsheetDateTime(date) : '');
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export async function exportPayments(db: Database, show: PaymentShow, now = new Date()): Promise<CsvExport> {
  const day = spreadsheetDateTime(now).slice(0, 10);
  const rows = await allPayments(db, show);
  return {
    filename: `payments-${day}.csv`,
    body: toCsv(
      [
        'Date',
        'Status',
        'Amount',
        'Refunded',
        'Currency',
        'Description',
        'Learner',
        'Email',
        'Invoice',
        'Payment intent',
        'Subscription',
        ...SOURCE_LABELS,
      ],
      rows.map((row) => [
        spreadsheetDateTime(row.createdAt),
        paymentStatusWords(row.status),
        poundsAndPence(row.amount),
        poundsAndPence(row.amountRefunded),
        row.currency.toUpperCase(),
        row.description,
        fullName(row.learnerFirstName, row.learnerLastName),
        row.learnerEmail ?? '',
        row.id,
        row.paymentIntentId ?? '',
        row.subscriptionId ?? '',
        ...visitSourceFields(row).map((field) => field.value),
      ]),
    ),
  };
}

export async function exportSubscriptions(db: Database, now = new Date()): Promise<CsvExport> {
  const day = spreadsheetDateTime(now).slice(0, 10);
  const rows = await allSubscriptions(db);
  return {
    filename: `subscriptions-${day}.csv`,
    body: toCsv(
      [
        'Started',
        'Status',
        'Plan',
        'Seats',
        'Paid through',
        'Grace until',
        'Cancels at period end',
        'Ended',
        'Access now',
        'Notes',
        'Learner',
        'Email',
        'Subscription',
        'Customer',
      ],
      rows.map((row) => [
        spreadsheetDateTime(row.createdAt),
        subscriptionStatusWords(row.status),
        planWords(row),
        String(row.seats),
        when(row.paidThrough),
        when(row.graceUntil),
        row.cancelAtPeriodEnd ? 'Yes' : 'No',
        when(row.endedAt),
        accessWords(row, now) ?? 'Account erased',
        subscriptionNotes(row, now).join('; '),
        fullName(row.learnerFirstName, row.learnerLastName),
        row.learnerEmail ?? '',
        row.id,
        row.customerId,
      ]),
    ),
  };
}

/**
 * The team's training record as a spreadsheet: one row per member and module
 * (a member with no module yet gets one row of their own), through the one
 * formula-safe CSV writer.
 */
import { toCsv } from '../../lib/csv';
import { todayInLondon } from '../../lib/uk-date';
import type { MemberRecord } from './team-store';
import { certificateStateWords, moduleStatusWords } from '../status-words';

const teamCsvHeader = [
  'Name',
  'Email',
  'Module',
  'Status',
  'Percent complete',
  'Quizzes passed',
  'Certificate number',
  'Certificate expiry',
  'Certificate status',
] as const;

export function teamCsv(members: readonly MemberRecord[]): string {
  const rows = members.flatMap((member) => {
    const person = [`${member.firstName} ${member.lastName}`, member.email];
    if (member.modules.length === 0) return [[...person, '', 'No module started', '', '', '', '', '']];
    return member.modules.map((module) => {
      const certificate = module.certificate;
      return [
        ...person,
        module.title,
        moduleStatusWords[module.status],
        String(module.percent),
        module.quizCount > 0 ? `${module.quizzesPassed} of ${module.quizCount}` : 'No quiz',
        certificate?.number ?? '',
        certificate ? (certificate.expiryDate ? todayInLondon(certificate.expiryDate) : 'Does not expire') : '',
        certificate ? certificateStateWords[certificate.state] : '',
      ];
    });
  });
  return toCsv(teamCsvHeader, rows);
}

/** team-training-YYYY-MM-DD.csv, the day in London. */
export function teamCsvFilename(now: Date): string {
  return `team-training-${todayInLondon(now)}.csv`;
}

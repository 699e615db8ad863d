/**
 * The words of the legal pages that quote the company's registration. A
 * detail the owner has not supplied yet (empty in the business details) is left
 * out with the words that introduce it, so every sentence stays true and
 * reads whole; nothing stands in for it.
 */
import type { BusinessDetails } from '../kinds/details';
import { siteConfig } from '../site-config';

/** What the legal text says about who we are: the name and place from site config, the rest from the business details. */
export interface CompanyRegistration {
  legalName: string;
  email: string;
  registeredIn: string;
  companyNumber: string | undefined;
  icoRegistrationNumber: string | undefined;
  registeredOffice: string | undefined;
}

/** Who we are, from the business details as stored: an empty detail is one not supplied yet. */
export function companyRegistration(details: BusinessDetails): CompanyRegistration {
  return {
    legalName: siteConfig.legalName,
    email: details.email,
    registeredIn: siteConfig.registeredIn,
    companyNumber: details.companyNumber || undefined,
    icoRegistrationNumber: details.icoRegistrationNumber || undefined,
    registeredOffice: details.registeredOffice.join(', ') || undefined,
  };
}

/** "a company registered in Scotland (company number SC123456) with our registered office at …", with what is known. */
export function companyDescription(company: CompanyRegistration): string {
  const number = company.companyNumber ? ` (company number ${company.companyNumber})` : '';
  const office = company.registeredOffice ? ` with our registered office at ${company.registeredOffice}` : '';
  return `a company registered in ${company.registeredIn}${number}${office}`;
}

/** The sentence naming our ICO registration, or nothing while the number is unknown. */
export function icoRegistrationSentence(company: CompanyRegistration): string | undefined {
  return company.icoRegistrationNumber
    ? `We are registered with the Information Commissioner's Office (ICO) under registration number ${company.icoRegistrationNumber}.`
    : undefined;
}

/** The lines of a policy's Contact Us list: name, email and each registration detail that is known. */
export function contactLines(company: CompanyRegistration, { withIcoNumber }: { withIcoNumber: boolean }): string[] {
  return [
    company.legalName,
    `Email: ${company.email}`,
    ...(company.registeredOffice ? [`Registered office: ${company.registeredOffice}`] : []),
    company.companyNumber
      ? `Registered in ${company.registeredIn}, company number ${company.companyNumber}`
      : `Registered in ${company.registeredIn}`,
    ...(withIcoNumber && company.icoRegistrationNumber
      ? [`ICO registration number: ${company.icoRegistrationNumber}`]
      : []),
  ];
}

/** The "Who we are" box beside each legal page: a term and its value for each detail that is known. */
export function registrationFacts(company: CompanyRegistration): { term: string; value: string }[] {
  const facts = [
    { term: 'Company', value: `${company.legalName}, registered in ${company.registeredIn}` },
    { term: 'Company number', value: company.companyNumber },
    { term: 'ICO registration number', value: company.icoRegistrationNumber },
    { term: 'Registered office', value: company.registeredOffice },
  ];
  return facts.filter((fact): fact is { term: string; value: string } => Boolean(fact.value));
}

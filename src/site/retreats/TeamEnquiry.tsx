/**
 * A team retreat stays a quote (issue 34): Book This Retreat on a format a business books for its team opens a
 * dialog with an enquiry form that lands in the inbox as a contact message (POST /api/retreat-enquiries), prefilled
 * with what a quote needs. The dialog opens and closes with no script (invoker commands). A plain post comes back to
 * #team-enquiry: stored, with the notice; refused, with the form shown in the page, every value and message kept.
 */
import { businessTypes } from '../../content/business-types';
import { siteConfig } from '../../content/site-config';
import { type FormState, valueOf } from '../../lib/form-state';
import { Dialog, DialogButtons, type DialogHandle, opensDialog } from '../../ui/Dialog';
import {
  errorProps,
  FieldError,
  requiredLineFields,
  PlainSubmitButton,
  RequiredFieldsNote,
  RequiredMark,
  SelectOptions,
} from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { PostedNotice, SentNotice } from './form-parts';

export const TEAM_ENQUIRY_ENDPOINT = '/api/retreat-enquiries';
export const TEAM_ENQUIRY_ID = 'team-enquiry';
/** Where a stored enquiry lands (the endpoint's redirect). */
export const TEAM_ENQUIRY_SENT = `/retreats?enquiry=sent#${TEAM_ENQUIRY_ID}`;

/** Not a React hook's handle: the page is not an island, so the dialog has a fixed id its buttons name. */
const teamDialog: DialogHandle = {
  id: 'team-enquiry-dialog',
  ref: { current: null },
  open: false,
  closings: 0,
  show: () => undefined,
  close: () => undefined,
};

/** The questions a quote needs, for the visitor to answer in the message. */
export const teamEnquiryMessage = (formatTitle: string) =>
  [
    `I would like a quote for a ${formatTitle}.`,
    '',
    'Team size (how many people would come):',
    'Preferred region, or at our own premises:',
    'Preferred dates or months:',
    'What we want to get out of it:',
  ].join('\n');

function EnquiryFields({ form, formatTitle }: { form: FormState | undefined; formatTitle: string }) {
  const errors = form?.errors ?? {};
  const id = (name: string) => `${TEAM_ENQUIRY_ID}-${name}`;
  const line = requiredLineFields(TEAM_ENQUIRY_ID, (name) => valueOf(form, name), errors);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {line('firstName', 'First Name', 'text', 50, 'given-name')}
        {line('lastName', 'Last Name', 'text', 50, 'family-name')}
      </div>
      {line('email', 'Email', 'email', 254, 'email')}
      <div>
        <label htmlFor={id('businessType')} className="field-label">
          Business Type
        </label>
        <select
          id={id('businessType')}
          name="businessType"
          defaultValue={valueOf(form, 'businessType')}
          className="field-input"
          {...errorProps(`${id('businessType')}-error`, errors.businessType)}
        >
          <option value="">Select your business type</option>
          <SelectOptions options={businessTypes} />
        </select>
        <FieldError id={`${id('businessType')}-error`} message={errors.businessType} />
      </div>
      <div>
        <label htmlFor={id('message')} className="field-label">
          Message
          <RequiredMark />
        </label>
        <textarea
          id={id('message')}
          name="message"
          rows={7}
          required
          maxLength={5000}
          className="field-input"
          defaultValue={form ? valueOf(form, 'message') : teamEnquiryMessage(formatTitle)}
          {...errorProps(`${id('message')}-error`, errors.message)}
        />
        <FieldError id={`${id('message')}-error`} message={errors.message} />
      </div>
      <Honeypot />
      <RequiredFieldsNote />
    </>
  );
}

const privacy = (
  <PrivacyNote className="mt-4">
    We use your details only to reply to your enquiry, usually within {siteConfig.responsePromiseHours} hours.
  </PrivacyNote>
);

/** Book This Retreat on a team format: opens the dialog, or, when the form is already in the page, leads to it. */
export function TeamEnquiryButton({ inPage, describedBy }: { inPage: boolean; describedBy: string }) {
  if (inPage)
    return (
      <a className="btn-primary mt-6 justify-center" href={`#${TEAM_ENQUIRY_ID}`} aria-describedby={describedBy}>
        Book This Retreat
      </a>
    );
  return (
    <button {...opensDialog(teamDialog)} className="btn-primary mt-6 justify-center" aria-describedby={describedBy}>
      Book This Retreat
    </button>
  );
}

/** The enquiry's place in the page: its notice once sent, the form with messages when a post came back, else the dialog. */
export function TeamEnquiry({
  sent,
  form,
  formatTitle,
}: {
  sent: boolean;
  form: FormState | undefined;
  formatTitle: string;
}) {
  const action = `${TEAM_ENQUIRY_ENDPOINT}#${TEAM_ENQUIRY_ID}`;
  return (
    <div id={TEAM_ENQUIRY_ID} className="mx-auto mt-8 max-w-2xl">
      {sent && !form ? (
        <SentNotice outcome="team-enquiry-sent" title="Enquiry sent">
          Thank you. We will reply with a proposal and a price for your team within {siteConfig.responsePromiseHours}{' '}
          hours.
        </SentNotice>
      ) : null}
      {form ? (
        <div className="card text-left">
          <h3 id="team-enquiry-heading" className="font-display text-2xl font-bold text-ink">
            Ask for a {formatTitle} quote
          </h3>
          <div className="mt-4">
            <PostedNotice
              form={form}
              invalid="Your enquiry has not been sent yet: correct the fields marked below and send it again."
            />
          </div>
          <form method="post" action={action} aria-labelledby="team-enquiry-heading" className="relative grid gap-4">
            <EnquiryFields form={form} formatTitle={formatTitle} />
            <PlainSubmitButton buttonClassName="btn-primary">Send Enquiry</PlainSubmitButton>
          </form>
          {privacy}
        </div>
      ) : (
        <Dialog
          dialog={teamDialog}
          title={`Ask for a ${formatTitle} quote`}
          description="Tell us about your team and we will reply with a programme and a price. Nothing is booked until you agree it."
          className="text-left"
        >
          <form method="post" action={action} className="relative grid gap-4">
            <EnquiryFields form={undefined} formatTitle={formatTitle} />
            <DialogButtons dialog={teamDialog} close="Cancel" className="mt-2 flex flex-wrap justify-end gap-3">
              <button type="submit" className="btn-primary">
                Send Enquiry
              </button>
            </DialogButtons>
          </form>
          {privacy}
        </Dialog>
      )}
    </div>
  );
}

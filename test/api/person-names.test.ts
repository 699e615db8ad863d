/**
 * Typed text is never a lure: a first or a last name is printed in emails sent
 * from our domain, so every public form refuses one carrying a web or an email
 * address, or longer than 50 characters, with the message beside the field
 * (JSON and the page a plain post comes back to). So is each of a list of
 * other people's whole names (a retreat booking's attendees, listed in the
 * buyer's emails), at 100 characters. Real names pass. The visitor's own free
 * text reaches only the owner, quoted as theirs.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eachEndpoint, type PerKind, plainFieldsOf, publishFormEvents } from '../support/form-endpoints';
import { freshSlot } from '../support/london-dates';
import { deliver, recordingMailer, recordingQueue, submit, type SentEmail } from '../support/notify';
import { escapeRegExp } from '../support/page-html';
import { emptyTables, newMark, postJsonFromNewVisitor, postPlainFromNewVisitor, rowsMarked } from '../support/request';

const LURE = 'Your account is locked - reset at https://evil.example/reset';
const LURE_MESSAGE = 'First name cannot contain a web or an email address';

/** A token no other test uses, to find this test's rows. */
const token = () => newMark('pn');

/** A field listing other people's whole names, one per item, and what its messages call a name in it. */
interface NameList {
  field: string;
  label: string;
  /** Where the list is stored, as JSON. */
  column: string;
}

/** Whether each form asks for a person's first and last name, and its lists of other people's names. */
const asksForNames: PerKind<{ names: boolean; nameLists: NameList[] }> = {
  contact: { names: true, nameLists: [] },
  booking: { names: true, nameLists: [] },
  application: { names: true, nameLists: [] },
  'waiting-list': { names: false, nameLists: [] },
  download: { names: false, nameLists: [] },
  'retreat-booking': {
    names: true,
    nameLists: [{ field: 'attendees', label: 'Each attendee’s name', column: 'attendees' }],
  },
  'retreat-waiting-list': { names: false, nameLists: [] },
  'early-bird-list': { names: false, nameLists: [] },
};
const forms = eachEndpoint(asksForNames).filter((form) => form.names);
const nameLists = eachEndpoint(asksForNames).flatMap((form) => form.nameLists.map((list) => ({ ...form, ...list })));
beforeAll(publishFormEvents);

interface ErrorBody {
  error: { code: string; fields?: Record<string, string> };
}

describe.each(forms)('$path', (form) => {
  const body = (mark: string) => form.body(`${mark}@example.co.uk`);

  it('refuses a first name carrying a web address: 400, the message on firstName, nothing stored', async () => {
    const mark = token();
    const response = await postJsonFromNewVisitor(form.path, { ...body(mark), firstName: LURE });
    expect(response.status).toBe(400);
    const error = (await response.json()) as ErrorBody;
    expect(error.error.code).toBe('validation_failed');
    expect(error.error.fields).toEqual({ firstName: LURE_MESSAGE });
    expect(await rowsMarked(form.table, mark)).toEqual([]);
  });

  it('refuses an email address, "www." or "://" in a last name', async () => {
    for (const lastName of ['Smith reply to help@evil.example', 'Smith www.evil', 'Smith ftp://x']) {
      const mark = token();
      const response = await postJsonFromNewVisitor(form.path, { ...body(mark), lastName });
      expect(response.status, lastName).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields, lastName).toEqual({
        lastName: 'Last name cannot contain a web or an email address',
      });
      expect(await rowsMarked(form.table, mark)).toEqual([]);
    }
  });

  it('refuses a name of 51 characters and takes one of 50', async () => {
    const refused = await postJsonFromNewVisitor(form.path, { ...body(token()), firstName: 'A'.repeat(51) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({
      firstName: 'First name must be at most 50 characters',
    });
    const mark = token();
    const taken = await postJsonFromNewVisitor(form.path, { ...body(mark), firstName: 'A'.repeat(50) });
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect(await rowsMarked(form.table, mark)).toHaveLength(1);
  });

  it('takes ordinary names exactly as typed', async () => {
    for (const [firstName, lastName] of [
      ['Siobhán', "O'Brien"],
      ['Anne-Marie', 'St John-Smyth'],
      ['José', 'Nguyễn'],
      ['Dr. J.', 'Mc Donald'],
    ]) {
      const mark = token();
      const response = await postJsonFromNewVisitor(form.path, { ...body(mark), firstName, lastName });
      expect(response.status, `${firstName} ${lastName}: ${await response.clone().text()}`).toBe(201);
      const [row] = await rowsMarked(form.table, mark);
      expect([row?.first_name, row?.last_name]).toEqual([firstName, lastName]);
    }
  });

  it('shows the message beside the first name when posted without JavaScript', async () => {
    const mark = token();
    const response = await postPlainFromNewVisitor(form.path, plainFieldsOf(form, { ...body(mark), firstName: LURE }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`<p id="[^"]*${escapeRegExp(form.errorId('firstName'))}"[^>]*>${escapeRegExp(LURE_MESSAGE)}</p>`),
    );
    // The form keeps at most 50 characters in each name box.
    expect(html).toMatch(
      /<input[^>]*name="firstName"[^>]*maxLength="50"|<input[^>]*maxLength="50"[^>]*name="firstName"/i,
    );
    expect(await rowsMarked(form.table, mark)).toEqual([]);
  });
});

describe.each(nameLists)('$path: each name in $field', (form) => {
  /** The form's valid body with its list's last name replaced, and where a refusal names that one. */
  function withLastName(mark: string, name: string) {
    const body = form.body(`${mark}@example.co.uk`);
    const names = body[form.field];
    if (!Array.isArray(names) || names.length < 2)
      throw new Error(`${form.field}: expected a list of two names or more`);
    return { body: { ...body, [form.field]: [...names.slice(0, -1), name] }, key: `${form.field}.${names.length - 1}` };
  }

  it('refuses a name carrying a web or an email address, wherever it is in the list: 400, the message on it', async () => {
    for (const name of [LURE, 'Jo reply to help@evil.example', 'Jo www.evil', 'Jo ftp://x']) {
      const mark = token();
      const { body, key } = withLastName(mark, name);
      const response = await postJsonFromNewVisitor(form.path, body);
      expect(response.status, name).toBe(400);
      const error = (await response.json()) as ErrorBody;
      expect(error.error.code).toBe('validation_failed');
      expect(error.error.fields, name).toEqual({ [key]: `${form.label} cannot contain a web or an email address` });
      expect(await rowsMarked(form.table, mark)).toEqual([]);
    }
  });

  it('takes a whole name of 100 characters as typed and refuses one of 101', async () => {
    const refused = withLastName(token(), `Jo ${'a'.repeat(98)}`);
    const response = await postJsonFromNewVisitor(form.path, refused.body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      [refused.key]: `${form.label} must be at most 100 characters`,
    });
    const mark = token();
    const name = `Jo ${'a'.repeat(97)}`;
    const taken = await postJsonFromNewVisitor(form.path, withLastName(mark, name).body);
    expect(taken.status, await taken.clone().text()).toBe(201);
    const [row] = await rowsMarked(form.table, mark);
    expect((JSON.parse(String(row?.[form.column])) as string[]).at(-1)).toBe(name);
  });

  it('shows the message beside the names when posted without JavaScript, nothing stored', async () => {
    const mark = token();
    const response = await postPlainFromNewVisitor(form.path, plainFieldsOf(form, withLastName(mark, LURE).body));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      new RegExp(
        `<p id="[^"]*${escapeRegExp(form.errorId(form.field))}"[^>]*>${escapeRegExp(`${form.label} cannot contain a web or an email address`)}</p>`,
      ),
    );
    expect(await rowsMarked(form.table, mark)).toEqual([]);
  });
});

describe("the visitor's own words in emails", () => {
  const words = 'Please call me.\nReset your password at https://evil.example/reset';

  beforeEach(async () => {
    await emptyTables('notification_outbox', 'contact_submissions', 'consultation_bookings');
  });

  async function submitAndSend(path: string, body: unknown): Promise<SentEmail[]> {
    const queue = recordingQueue();
    const mailer = recordingMailer();
    const response = await submit(path, body, { NOTIFY_QUEUE: queue.binding });
    expect(response.status, await response.clone().text()).toBe(201);
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    return mailer.sent;
  }

  it('are quoted in the owner\'s email of a contact message: after "They wrote:", as a > block and a blockquote', async () => {
    const sent = await submitAndSend('/api/contact-submissions', {
      firstName: 'Morag',
      lastName: 'Campbell',
      email: 'morag.words@example.co.uk',
      message: words,
      submissionId: crypto.randomUUID(),
    });
    expect(sent).toHaveLength(1);
    const [owner] = sent;
    expect(owner?.to).toBe('hello@pawsperity.co.uk');
    expect(owner?.text).toContain(
      'They wrote:\n> Please call me.\n> Reset your password at https://evil.example/reset',
    );
    expect(owner?.html).toMatch(
      /They wrote:<\/p><blockquote[^>]*>Please call me\.<br>Reset your password at https:\/\/evil\.example\/reset<\/blockquote>/,
    );
  });

  it("never reach the visitor: the booking's own email has no project details, the owner's quotes them", async () => {
    const sent = await submitAndSend('/api/consultation-bookings', {
      firstName: 'Aisha',
      lastName: 'Khan',
      email: 'aisha.words@example.co.uk',
      services: ['business-planning'],
      projectDetails: words,
      ...freshSlot(),
      submissionId: crypto.randomUUID(),
    });
    const visitor = sent.find((email) => JSON.stringify(email.to).includes('aisha.words@example.co.uk'));
    const owner = sent.find((email) => email.to === 'hello@pawsperity.co.uk');
    if (!visitor || !owner) throw new Error(`expected the visitor's and the owner's emails, got ${sent.length}`);
    for (const part of [
      visitor.subject,
      visitor.text,
      visitor.html,
      ...visitor.attachments.map((attachment) => attachment.content),
    ]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Please call me');
    }
    expect(owner.text).toContain(
      'Project details. They wrote:\n> Please call me.\n> Reset your password at https://evil.example/reset',
    );
  });
});

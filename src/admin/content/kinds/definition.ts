/**
 * How the back office edits one kind of content that is not a post (FAQ answers, programmes, packages, retreats,
 * the business details, people and proof): its schema (the content layer's, shared with the seed and the pages),
 * its form fields and how it is named. One set of routes and pages (kind-routes.tsx) serves every kind.
 */
import type { z } from 'zod';
import { pictureListValues, postedPictureList, storedPictureList } from './picture-list';

/**
 * text, textarea, date, time (HH:MM), select: as typed; lines: a list, one entry a line; number: whole pounds or a count;
 * checkbox: yes or no; picture: one of the media library's pictures (its address, /media/<sha256>); pictures: a list
 * of them, each with its alt text (picture-list.ts). A name with dots is a path into the document (details.overview).
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'lines'
  | 'number'
  | 'date'
  | 'time'
  | 'checkbox'
  | 'select'
  | 'url'
  | 'picture'
  | 'pictures';

/** One choice of a select: what is stored, and what the owner reads. */
export interface Choice {
  value: string;
  label: string;
}

/** The published items of the kinds a definition relates to (relatedKinds), by kind, in the owner's order. */
export type RelatedItems = ReadonlyMap<string, readonly { slug: string; document: unknown }[]>;

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  hint?: string;
  options?: readonly string[];
  /** A select whose choices are read afresh each time the form is shown: another kind's items (an event's format). */
  choicesFrom?: (related: RelatedItems) => readonly Choice[];
  rows?: number;
  maxLength?: number;
  required?: boolean;
  /** pictures: the most rows the form offers. */
  maxItems?: number;
}

export interface KindDefinition<Doc> {
  /** content_items.kind */
  kind: string;
  /** The folder under /admin/content. */
  section: string;
  one: string;
  many: string;
  /** What the list page says this kind is and where visitors see it. */
  intro: string;
  schema: z.ZodType<Doc>;
  fields: readonly FieldSpec[];
  titleOf: (document: Doc) => string;
  /** The owner orders the items (Move up / Move down); pages show them in that order. */
  ordered: boolean;
  /** Exactly one item (the business details): no list, no new, no archive. */
  single?: boolean;
  /**
   * A rule across items, checked on every save: a message per field that breaks it. `relatedItems`: the published
   * items of the kinds the rule reads (the packages of a programme) with their slugs; `slug`: the saved item's own
   * (undefined for a new one).
   */
  check?: (document: Doc, context: { relatedItems: RelatedItems; slug: string | undefined }) => Record<string, string>;
  /** Kinds `check` and `choicesFrom` read. */
  relatedKinds?: readonly string[];
}

export type FormValues = Record<string, string>;

/** The id of a field's input: its name, with dots made hyphens. */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}

function pathGet(document: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    return (value as Record<string, unknown>)[key];
  }, document);
}

function pathSet(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let node = target;
  for (const key of keys) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    const child = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
    node[key] = child;
    node = child;
  }
  node[last] = value;
}

/** A stored document as the form shows it. */
export function formValuesOf(fields: readonly FieldSpec[], document: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = pathGet(document, field.name);
    if (field.type === 'pictures') Object.assign(values, pictureListValues(field.name, storedPictureList(value)));
    else if (field.type === 'lines') values[field.name] = Array.isArray(value) ? value.map(String).join('\n') : '';
    else if (field.type === 'checkbox') values[field.name] = value === true ? 'on' : '';
    else values[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** What was posted, as the schema reads it: lists split into lines, numbers and ticks as such. */
export function documentInput(fields: readonly FieldSpec[], posted: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = posted.get(field.name) ?? '';
    let value: unknown = raw;
    if (field.type === 'pictures') value = postedPictureList(field.name, posted);
    else if (field.type === 'lines')
      value = raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    else if (field.type === 'checkbox') value = raw === 'on';
    else if (field.type === 'number') value = raw.trim() === '' ? undefined : Number(raw);
    pathSet(input, field.name, value);
  }
  return input;
}

export function postedValues(fields: readonly FieldSpec[], posted: URLSearchParams): FormValues {
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.type === 'pictures'
        ? Object.entries(pictureListValues(field.name, postedPictureList(field.name, posted)))
        : [[field.name, posted.get(field.name) ?? '']],
    ),
  );
}

/**
 * The schema's messages by the form's fields: a message about one entry of a list of lines (`results.2`) is shown
 * beside the list, saying which line; a row of a list of pictures has fields of its own, so its messages stay.
 */
export function messagesByField(fields: readonly FieldSpec[], errors: Record<string, string>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const list = fields.find((field) => field.type === 'lines' && key.startsWith(`${field.name}.`));
    const line = list ? Number(key.slice(list.name.length + 1)) : Number.NaN;
    if (list && Number.isInteger(line)) messages[list.name] ??= `Line ${line + 1}: ${message}`;
    else messages[key] ??= message;
  }
  return messages;
}

/**
 * `bun run dev`'s .dev.vars (scripts/dev-vars.ts): made from the committed example when missing, with a generated
 * SIGNING_SECRET and STRIPE_WEBHOOK_SECRET where they are missing or empty, values already set kept, STRIPE_SECRET_KEY
 * left as it is, and no value ever in what it prints.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillSecrets, writeDevVars } from '../../scripts/dev-vars/fill';

const example = new URL('../../.dev.vars.example', import.meta.url);
const make = { SIGNING_SECRET: () => 'signing-value', STRIPE_WEBHOOK_SECRET: () => 'whsec_webhook-value' };

/** The value a .dev.vars line gives `name`. */
const valueIn = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1];

describe('fillSecrets', () => {
  it('fills an empty line where it stands and adds a missing one at the end, keeping what is set', () => {
    const { text, filled } = fillSecrets('# note\nSIGNING_SECRET=\nSTRIPE_SECRET_KEY=\nOTHER=1', make);
    expect(text).toBe(
      '# note\nSIGNING_SECRET=signing-value\nSTRIPE_SECRET_KEY=\nOTHER=1\nSTRIPE_WEBHOOK_SECRET=whsec_webhook-value\n',
    );
    expect(filled).toEqual(['SIGNING_SECRET', 'STRIPE_WEBHOOK_SECRET']);
  });

  it('leaves a file whose secrets are set as it is, quoted or not', () => {
    const text = 'SIGNING_SECRET=kept\nSTRIPE_WEBHOOK_SECRET="whsec_from_stripe_listen"\n';
    expect(fillSecrets(text, make)).toEqual({ text, filled: [] });
    expect(fillSecrets('SIGNING_SECRET=""\nSTRIPE_WEBHOOK_SECRET=whsec_x\n', make).filled).toEqual(['SIGNING_SECRET']);
  });

  it('makes a long random SIGNING_SECRET and a whsec_ webhook secret, different each time', () => {
    const first = fillSecrets('').text;
    const second = fillSecrets('').text;
    expect(valueIn(first, 'SIGNING_SECRET')).toMatch(/^[\w-]{43}$/);
    expect(valueIn(first, 'STRIPE_WEBHOOK_SECRET')).toMatch(/^whsec_[\w-]{43}$/);
    expect(valueIn(second, 'SIGNING_SECRET')).not.toBe(valueIn(first, 'SIGNING_SECRET'));
  });
});

describe('writeDevVars', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
    copyFileSync(example, join(dir, '.dev.vars.example'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes .dev.vars from the example with both secrets generated and STRIPE_SECRET_KEY left empty', () => {
    const result = writeDevVars(dir);
    const text = readFileSync(join(dir, '.dev.vars'), 'utf8');
    expect(result).toMatchObject({ created: true, filled: ['SIGNING_SECRET', 'STRIPE_WEBHOOK_SECRET'] });
    expect(valueIn(text, 'SIGNING_SECRET')?.length).toBeGreaterThanOrEqual(32);
    expect(valueIn(text, 'STRIPE_WEBHOOK_SECRET')).toMatch(/^whsec_/);
    expect(valueIn(text, 'STRIPE_SECRET_KEY')).toBe('');
    // The example's explanations come along, and each secret is set once.
    expect(text).toContain('stripe listen');
    expect(text.match(/^SIGNING_SECRET=/gm)).toHaveLength(1);
    expect(text.match(/^STRIPE_WEBHOOK_SECRET=/gm)).toHaveLength(1);
    // What it prints names the secrets and never gives a value.
    for (const name of ['SIGNING_SECRET', 'STRIPE_WEBHOOK_SECRET'] as const) {
      expect(result.message).toContain(name);
      expect(result.message).not.toContain(valueIn(text, name));
    }
  });

  it('keeps the values of an existing .dev.vars and adds only what it lacks, once', () => {
    writeFileSync(join(dir, '.dev.vars'), 'SIGNING_SECRET=an-older-local-secret-of-32-characters\n');
    const result = writeDevVars(dir);
    const text = readFileSync(join(dir, '.dev.vars'), 'utf8');
    expect(result).toMatchObject({ created: false, filled: ['STRIPE_WEBHOOK_SECRET'] });
    expect(valueIn(text, 'SIGNING_SECRET')).toBe('an-older-local-secret-of-32-characters');
    expect(valueIn(text, 'STRIPE_WEBHOOK_SECRET')).toMatch(/^whsec_/);
    expect(text).not.toContain('STRIPE_SECRET_KEY');
    expect(writeDevVars(dir)).toEqual({ created: false, filled: [], message: undefined });
    expect(readFileSync(join(dir, '.dev.vars'), 'utf8')).toBe(text);
  });

  it('the committed example holds no value, and git ignores .dev.vars but not the example', () => {
    const text = readFileSync(example, 'utf8');
    for (const line of text.split('\n').filter((line) => !line.startsWith('#') && line.trim() !== ''))
      expect(line).toMatch(/^[A-Z_]+=$/);
    const ignored = readFileSync(new URL('../../.gitignore', import.meta.url), 'utf8').split('\n');
    expect(ignored).toContain('.dev.vars');
    expect(ignored.some((pattern) => pattern.startsWith('.dev.vars') && pattern !== '.dev.vars')).toBe(false);
  });
});

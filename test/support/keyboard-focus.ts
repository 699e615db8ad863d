/**
 * The keyboard tests' tools (test/browser/keyboard-*.test.ts): what has
 * focus, read from document.activeElement, Tab until an element has it, and
 * the checks each tool's test ends with.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, danglingAriaReferences, type VisitorPage } from '../browser/browser';

/** What a keyboard user is on: read from document.activeElement. */
export interface Focused {
  /** Accessible name, approximated: aria-label, aria-labelledby, <label>, else the text not hidden from assistive technology. */
  name: string;
  tag: string;
  id: string;
  type: string;
  role: string;
  checked: boolean | null;
  pressed: string | null;
  expanded: string | null;
  /** The accessible name of the open <dialog> holding the element, or null when it is outside any open dialog. */
  dialog: string | null;
  /** A visible focus indicator: an outline that is drawn, or a box-shadow (ring). */
  indicator: boolean;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const spoken = (node: Node | null): string => {
      if (!node) return '';
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof HTMLElement) && !(node instanceof SVGElement)) return '';
      if (node.getAttribute('aria-hidden') === 'true' || (node instanceof HTMLElement && node.hidden)) return '';
      return [...node.childNodes].map(spoken).join('');
    };
    const nameOf = (target: Element): string => {
      const label = target.getAttribute('aria-label');
      if (label) return label;
      const labelledBy = target.getAttribute('aria-labelledby');
      if (labelledBy)
        return labelledBy
          .split(/\s+/)
          .map((id) => spoken(document.getElementById(id)))
          .join(' ');
      const labels = (target as HTMLInputElement).labels;
      if (labels && labels.length > 0) return [...labels].map(spoken).join(' ');
      return spoken(target);
    };
    if (!element || element === document.body) {
      return {
        name: '',
        tag: element ? 'body' : 'none',
        id: '',
        type: '',
        role: '',
        checked: null,
        pressed: null,
        expanded: null,
        dialog: null,
        indicator: false,
      };
    }
    const style = getComputedStyle(element);
    const dialog = element.closest('dialog[open]');
    return {
      name: nameOf(element).replace(/\s+/g, ' ').trim(),
      tag: element.tagName.toLowerCase(),
      id: element.id,
      type: element.getAttribute('type') ?? '',
      role: element.getAttribute('role') ?? '',
      checked: element instanceof HTMLInputElement ? element.checked : null,
      pressed: element.getAttribute('aria-pressed'),
      expanded: element.getAttribute('aria-expanded'),
      dialog: dialog ? nameOf(dialog).replace(/\s+/g, ' ').trim() : null,
      indicator: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

type FocusTarget = string | RegExp | ((focus: Focused) => boolean);

const describeTarget = (target: FocusTarget) =>
  typeof target === 'function' ? 'the wanted element' : `"${String(target)}"`;

function matches(target: FocusTarget, focus: Focused): boolean {
  if (typeof target === 'string') return focus.name === target;
  if (target instanceof RegExp) return target.test(focus.name);
  return target(focus);
}

/** Presses Tab (or Shift+Tab) until the focused element matches; fails naming where focus went instead. */
export async function tabTo(
  page: Page,
  target: FocusTarget,
  maxTabs = 250,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<Focused> {
  const path: string[] = [];
  for (let press = 0; press < maxTabs; press++) {
    await page.keyboard.press(key);
    const focus = await focused(page);
    if (matches(target, focus)) return focus;
    path.push(focus.name || `<${focus.tag}${focus.id ? `#${focus.id}` : ''}>`);
  }
  throw new Error(
    `${describeTarget(target)} was not reached with ${maxTabs} presses of ${key}; focus went through: ${path.slice(-12).join(' | ')}`,
  );
}

/** The island holding the focused element has hydrated (a keyboard user just waits; nothing is clicked). */
export async function focusedIslandHydrated(page: Page) {
  const island = () => {
    const marker = document.activeElement?.closest('[data-island]');
    return {
      focus: document.activeElement?.id || document.activeElement?.tagName,
      island: marker?.getAttribute('data-island'),
      state: marker?.getAttribute('data-hydrated'),
    };
  };
  // Settled either way, then judged: a failure names the island and its state instead of timing out.
  await page
    .waitForFunction(
      () =>
        ['true', 'failed', null].includes(
          document.activeElement?.closest('[data-island]')?.getAttribute('data-hydrated') ?? null,
        ),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  const seen = await page.evaluate(island);
  expect(seen, JSON.stringify(seen)).toMatchObject({ state: 'true' });
}

/** Tab and Shift+Tab many times inside an open modal: focus never lands on anything outside it. */
export async function expectFocusTrapped(page: Page, dialogName: string, presses: number) {
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let press = 1; press <= presses; press++) {
      await page.keyboard.press(key);
      const focus = await focused(page);
      expect({ key, press, dialog: focus.dialog, on: focus.name }).toEqual({
        key,
        press,
        dialog: dialogName,
        on: focus.name,
      });
    }
  }
}

export const openDialogName = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]')?.querySelector('h2')?.textContent ?? null);

/** Enter on the focused control opens the dialog titled `title`, and focus moves into it. */
export async function enterOpensDialog(page: Page, title: string) {
  await page.keyboard.press('Enter');
  await expect.poll(() => openDialogName(page)).toBe(title);
  expect((await focused(page)).dialog).toBe(title);
}

/** Escape closes the open dialog and gives focus back to the control named `opener`. */
export async function escapeReturnsFocusTo(page: Page, opener: string) {
  await page.keyboard.press('Escape');
  await expect.poll(() => openDialogName(page)).toBeNull();
  await expect.poll(async () => (await focused(page)).name).toBe(opener);
}

export const uniqueEmail = (label: string) =>
  `keyboard-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

export async function expectNoViolations(page: Page, state: string, include?: string[]) {
  expect({
    state,
    violations: await axeViolations(page, include),
    dangling: await danglingAriaReferences(page),
  }).toEqual({
    state,
    violations: [],
    dangling: [],
  });
}

export function expectNoScriptErrors(page: VisitorPage) {
  expect(page.errors).toEqual([]);
}

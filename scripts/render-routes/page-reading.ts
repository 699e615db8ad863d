/** Reading a rendered page: its same-origin links and GET forms, and the addresses those forms lead to. */

interface FormField {
  kind: 'value' | 'radio' | 'checkbox' | 'select' | 'submitter';
  name: string;
  /** The values it offers (radio group, select, submit buttons) or holds (input, checkbox). */
  values: string[];
  /** The value chosen as the form stands (checked radio, selected option, checked box), if any. */
  chosen: string | null;
  hidden: boolean;
}

interface GetForm {
  action: string;
  fields: FormField[];
}

/** The Disallow prefixes of robots.txt (for every user agent: the site has one group). */
export function disallowedPrefixes(robots: string): string[] {
  return robots
    .split('\n')
    .map((line) => /^\s*disallow:\s*(\S+)/i.exec(line)?.[1])
    .filter((prefix): prefix is string => prefix !== undefined);
}

/** Path and query of a URL, or null when it is not this site's (another origin, an asset, a mailto: ...). */
export function routeOf(href: string, page: URL, origins: string[]): string | null {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/cdn-cgi/')) return null;
  return `${url.pathname}${url.search}`;
}

/** The page's same-origin links and its GET forms, read with Bun's HTMLRewriter. */
export async function readPage(html: string): Promise<{ links: string[]; forms: GetForm[] }> {
  const links: string[] = [];
  const forms: GetForm[] = [];
  let form: GetForm | null = null;
  let select: FormField | null = null;
  const field = (target: GetForm, kind: FormField['kind'], name: string, hidden = false): FormField => {
    const existing = target.fields.find((candidate) => candidate.kind === kind && candidate.name === name);
    if (existing) return existing;
    const created: FormField = { kind, name, values: [], chosen: null, hidden };
    target.fields.push(created);
    return created;
  };
  const rewriter = new HTMLRewriter()
    .on('a[href]', {
      element(element) {
        links.push(element.getAttribute('href') ?? '');
      },
    })
    .on('form', {
      element(element) {
        if ((element.getAttribute('method') ?? 'get').toLowerCase() !== 'get') return;
        const current: GetForm = { action: element.getAttribute('action') ?? '', fields: [] };
        form = current;
        forms.push(current);
        element.onEndTag(() => {
          form = null;
        });
      },
    })
    .on('input[name]', {
      element(element) {
        if (!form) return;
        const name = element.getAttribute('name') ?? '';
        const type = (element.getAttribute('type') ?? 'text').toLowerCase();
        const value = element.getAttribute('value');
        const checked = element.hasAttribute('checked');
        if (type === 'radio') {
          const group = field(form, 'radio', name);
          group.values.push(value ?? 'on');
          if (checked) group.chosen = value ?? 'on';
        } else if (type === 'checkbox') {
          const box = field(form, 'checkbox', `${name}=${value ?? 'on'}`);
          box.values.push(value ?? 'on');
          if (checked) box.chosen = value ?? 'on';
        } else if (type === 'submit' || type === 'image') {
          field(form, 'submitter', name).values.push(value ?? '');
        } else if (type !== 'button' && type !== 'reset' && type !== 'file') {
          const input = field(form, 'value', name, type === 'hidden');
          input.values = [value ?? ''];
          input.chosen = value ?? '';
        }
      },
    })
    .on('button[name]', {
      element(element) {
        const type = (element.getAttribute('type') ?? 'submit').toLowerCase();
        if (form && type === 'submit')
          field(form, 'submitter', element.getAttribute('name') ?? '').values.push(element.getAttribute('value') ?? '');
      },
    })
    .on('select[name]', {
      element(element) {
        if (!form) return;
        const current = field(form, 'select', element.getAttribute('name') ?? '');
        select = current;
        element.onEndTag(() => {
          select = null;
        });
      },
    })
    .on('option', {
      element(element) {
        if (!select) return;
        const value = element.getAttribute('value') ?? '';
        select.values.push(value);
        if (element.hasAttribute('selected')) select.chosen = value;
      },
    })
    .on('textarea[name]', {
      element(element) {
        if (form) field(form, 'value', element.getAttribute('name') ?? '').values = [''];
      },
    });
  // A parser with scripting on reads <noscript> as text; its plain forms (the growth quiz's) are what is looked for.
  await rewriter.transform(new Response(html.replace(/<\/?noscript\b[^>]*>/gi, ''))).text();
  return { links, forms };
}

/**
 * The addresses a GET form leads to: one per named submit button (a filter),
 * or for a form of fields: as it stands, with each group's last answer, and
 * with nothing filled in (its hidden fields only).
 */
export function formAddresses(form: GetForm, page: URL): URL[] {
  const target = new URL(form.action, page);
  target.hash = '';
  target.search = '';
  const address = (pairs: [string, string][]) => {
    const url = new URL(target);
    for (const [name, value] of pairs) url.searchParams.append(name, value);
    return url;
  };
  const fields = form.fields.filter((candidate) => candidate.kind !== 'submitter');
  const standing = (pick: (field: FormField) => string | null): [string, string][] =>
    fields.flatMap((candidate): [string, string][] => {
      const name = candidate.kind === 'checkbox' ? (candidate.name.split('=')[0] ?? '') : candidate.name;
      const value = pick(candidate);
      return value === null ? [] : [[name, value]];
    });
  const asItStands = standing((candidate) => {
    if (candidate.kind === 'checkbox') return candidate.chosen;
    return candidate.chosen ?? candidate.values[0] ?? null;
  });
  const submitters = form.fields.filter((candidate) => candidate.kind === 'submitter' && candidate.name !== '');
  if (submitters.length > 0) {
    return submitters.flatMap((submitter) =>
      submitter.values.map((value) => address([...asItStands, [submitter.name, value]])),
    );
  }
  const lastAnswers = standing((candidate) => {
    if (candidate.kind === 'checkbox') return candidate.values[0] ?? null;
    if (candidate.kind === 'radio' || candidate.kind === 'select') return candidate.values.at(-1) ?? null;
    return candidate.chosen ?? candidate.values[0] ?? null;
  });
  const nothingFilledIn = standing((candidate) => {
    if (candidate.hidden) return candidate.chosen;
    return candidate.kind === 'value' ? '' : null;
  });
  return [address(asItStands), address(lastAnswers), address(nothingFilledIn)];
}

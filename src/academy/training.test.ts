import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { trainingCategories } from './content/modules/index';
import { fetchPage, linksIn, linksNamed, parseMailto, sliceBetween, textOf } from '../../test/support/page-html';
import { request } from '../../test/support/request';

const byOrder = [...trainingCategories].sort((a, b) => a.displayOrder - b.displayOrder);

async function getJson(path: string) {
  const response = await request(path);
  return { response, body: (await response.json()) as unknown };
}

async function getPage(path: string) {
  const response = await request(path);
  return { response, html: await response.text() };
}

describe('GET /api/training/categories', () => {
  it('lists the 8 active categories in display order with id, slug, name, description and icon only', async () => {
    const { response, body } = await getJson('/api/training/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual(
      byOrder.map((category, index) => ({
        id: index + 1,
        slug: category.slug,
        name: category.name,
        description: category.description,
        icon: category.icon,
      })),
    );
  });

  it('leaves out inactive categories', async () => {
    await env.DB.prepare(
      "INSERT INTO training_categories (name, slug, is_active) VALUES ('Hidden', 'hidden-category', 0)",
    ).run();
    try {
      const { body } = await getJson('/api/training/categories');
      expect((body as { slug: string }[]).map((category) => category.slug)).not.toContain('hidden-category');
    } finally {
      await env.DB.prepare("DELETE FROM training_categories WHERE slug = 'hidden-category'").run();
    }
  });
});

/** A quiz as the browser may see it: no "* " marking the right answer, no "Why:" explanation. */
function answersRemoved(section: { type: string; title: string; content: string }) {
  if (section.type !== 'quiz') return section;
  const lines = section.content.split('\n').filter((line) => !line.startsWith('Why:'));
  return { ...section, content: lines.map((line) => (line.startsWith('* ') ? `- ${line.slice(2)}` : line)).join('\n') };
}

describe('GET /api/training/modules', () => {
  it("lists the 23 active modules; someone not signed in gets the demo's modules whole (without quiz answers) and the others as section titles", async () => {
    const { response, body } = await getJson('/api/training/modules');
    expect(response.status).toBe(200);
    const modules = body as Record<string, unknown>[];
    expect(modules).toHaveLength(23);
    const expected = byOrder.flatMap((category, categoryIndex) =>
      [...category.modules]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((module, position) => {
          // The demo (and anyone not signed in) reads the first module of each employee category.
          const open = category.requiredTier === 'employee' && position === 0;
          return {
            slug: module.slug,
            title: module.title,
            description: module.description,
            categoryId: categoryIndex + 1,
            displayOrder: String(module.displayOrder),
            content: {
              sections: module.sections.map((section) =>
                open ? answersRemoved(section) : { ...section, content: '' },
              ),
            },
            locked: !open,
          };
        }),
    );
    expect(modules.map(({ id: _id, ...rest }) => rest)).toEqual(expected);
    expect(JSON.stringify(modules)).not.toContain('Why:');
    expect(JSON.stringify(modules)).not.toMatch(/\\n\* /);
    for (const module of modules) {
      expect(Object.keys(module).sort()).toEqual([
        'categoryId',
        'content',
        'description',
        'displayOrder',
        'id',
        'locked',
        'slug',
        'title',
      ]);
      expect(typeof module.id).toBe('number');
      expect(typeof module.displayOrder).toBe('string');
    }
  });
});

describe('GET /api/training/modules/:slug', () => {
  it('returns one module', async () => {
    const { response, body } = await getJson('/api/training/modules/canine-first-aid-foundations');
    expect(response.status).toBe(200);
    const module = body as {
      slug: string;
      title: string;
      categoryId: number;
      displayOrder: string;
      content: { sections: { type: string }[] };
    };
    expect(module.slug).toBe('canine-first-aid-foundations');
    expect(module.title).toBe('First Aid Foundations');
    expect(module.categoryId).toBe(3);
    expect(module.displayOrder).toBe('1');
    expect(module.content.sections.map((section) => section.type)).toEqual(['text', 'video', 'checklist', 'quiz']);
  });

  it('answers 404 with the JSON error shape for a missing slug', async () => {
    const { response, body } = await getJson('/api/training/modules/no-such-module');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('the Academy front door', () => {
  /** The part of /training from the element with this id to the end of its section. */
  const part = (html: string, id: string) => sliceBetween(html, `id="${id}"`, ['</section>']);

  it('says nothing of Coming Soon or a launch date, and tells a visitor how to start', async () => {
    const { response, html, text } = await fetchPage('/training');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    for (const gone of ['Coming Soon', 'Expected launch', 'Notify Me When Available', 'Q2 2024', 'launch date'])
      expect(text).not.toContain(gone);
    expect(html).not.toContain('data-expected-launch');
    const hero = sliceBetween(html, '<section class="hero-band"', ['</section>']);
    expect(linksNamed(hero, 'Try the free demo').map((link) => link.href)).toEqual(['/training/sign-in#register']);
    expect(linksNamed(hero, 'Sign in').map((link) => link.href)).toEqual(['/training/sign-in']);
    expect(linksNamed(hero, 'My training').map((link) => link.href)).toEqual(['/training/me']);
    const start = textOf(part(html, 'academy-start'));
    expect(start).toContain('How to start');
    expect(start).toContain('works once, within 15 minutes');
    expect(start).toContain('you pass at 80% or more, and you can make up to 3 attempts in any 24 hours');
    expect(start).toContain('PAW-2026-7K3M9QXR');
    expect(start).toContain('we email you 60 and 14 days before it');
  });

  it('compares the three tiers: the demo, Employee and Employer, with what each opens', async () => {
    const { html } = await fetchPage('/training');
    const tiers = part(html, 'academy-tiers');
    expect([...tiers.matchAll(/data-tier="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'demo',
      'employee',
      'employer',
    ]);
    expect([...tiers.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      'Demo',
      'Employee',
      'Employer',
    ]);
    const card = (tier: string) => textOf(sliceBetween(tiers, `data-tier="${tier}"`, ['data-tier=', '</section>']));
    // The first module of each of the six employee categories; all 18 employee modules; all 23.
    expect(card('demo')).toContain('Free');
    expect(card('demo')).toContain('6 modules to try');
    expect(card('demo')).toContain('The first module of every employee training category');
    expect(card('employee')).toContain('18 modules');
    expect(card('employee')).toContain('Every module of every employee training category');
    expect(card('employer')).toContain('23 modules');
    expect(card('employer')).toContain('Everything in the Employee subscription');
    expect(card('employer')).toContain('A team page: invite your staff by email');
  });

  it('shows the categories from D1 in two parts, each card saying which tier opens it and how many modules it has', async () => {
    const { html } = await fetchPage('/training');
    const employee = part(html, 'employee-training');
    const employer = part(html, 'employer-training');
    expect(employee).toMatch(/<h2 id="employee-training-heading"[^>]*>Employee training<\/h2>/);
    expect(employer).toMatch(/<h2 id="employer-training-heading"[^>]*>Employer training<\/h2>/);
    const names = (section: string) =>
      [...section.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((match) => textOf(match[1] ?? ''));
    expect(names(employee)).toEqual([
      'Health & Safety in the Daycare',
      'Dog Behaviour & Body Language',
      'Canine First Aid & Welfare',
      'Customer Care',
      'Licensing & the Law',
      'Facility Operations',
    ]);
    expect(names(employer)).toEqual(['Running the Business', 'Leading a Team']);
    expect(employee.match(/data-category="/g)).toHaveLength(6);
    expect(employer.match(/data-category="/g)).toHaveLength(2);
    for (const slug of [
      'health-and-safety',
      'dog-behaviour',
      'canine-first-aid',
      'customer-care',
      'licensing-and-law',
      'facility-operations',
    ]) {
      expect(employee).toContain(`href="/training/category/${slug}"`);
    }
    for (const slug of ['running-the-business', 'leading-a-team'])
      expect(employer).toContain(`href="/training/category/${slug}"`);
    const card = (section: string, slug: string) =>
      textOf(sliceBetween(section, `data-category="${slug}"`, ['data-category=', '</section>']));
    expect(card(employee, 'canine-first-aid')).toContain(
      'Modules: 3 Opened by: Employee subscription; first module free in the demo',
    );
    expect(card(employee, 'canine-first-aid')).toContain(
      'Certificates for these modules are valid for 3 years and then need renewing',
    );
    expect(card(employer, 'leading-a-team')).toContain('Modules: 2 Opened by: Employer subscription');
    expect(card(employer, 'running-the-business')).toContain('Modules: 3 Opened by: Employer subscription');
  });

  it('tells a team how to get a subscription: a written mail, the contact form or a consultation', async () => {
    const { html } = await fetchPage('/training');
    const access = part(html, 'academy-team-access');
    const [mail] = linksNamed(access, 'Email us about a subscription');
    const written = parseMailto(mail?.href ?? '');
    expect(written.to).toBe('hello@pawsperity.co.uk');
    expect(written.subject).toBe('Training Academy subscription');
    expect(written.body).toContain('Number of staff who need access:');
    expect(linksNamed(access, 'Send us a message').map((link) => link.href)).toEqual(['/#contact']);
    expect(linksNamed(access, 'Book a free 30-minute consultation').map((link) => link.href)).toEqual([
      '/#book-consultation',
    ]);
    expect(html).not.toContain('href="/contact"');
  });

  it("leads the header's Employee Training and Employer Training to their parts of /training", async () => {
    for (const path of ['/', '/training', '/faq']) {
      const { html } = await fetchPage(path);
      const links = linksIn(html);
      const employee = links.filter((link) => link.text.startsWith('Employee Training'));
      const employer = links.filter((link) => link.text.startsWith('Employer Training'));
      expect(employee.length, path).toBeGreaterThan(0);
      expect(employer.length, path).toBeGreaterThan(0);
      for (const link of employee) expect(link.href).toBe('/training#employee-training');
      for (const link of employer) expect(link.href).toBe('/training#employer-training');
    }
  });
});

describe('/training/category/:slug', () => {
  it('shows the icon, name, description and modules in display order, each at 0% until the browser reads progress', async () => {
    const { response, html } = await getPage('/training/category/canine-first-aid');
    expect(response.status).toBe(200);
    expect(html).toContain('data-icon="heart"');
    expect(html).toContain('Canine First Aid &amp; Welfare</h1>');
    const links = [...html.matchAll(/href="\/training\/module\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([
      'canine-first-aid-foundations',
      'canine-emergencies-heatstroke-choking-bleeding-bloat',
      'welfare-and-duty-of-care',
    ]);
    expect(html).toMatch(/0<!-- --> of <!-- -->3<!-- --> modules completed/);
    expect(html.match(/0<!-- -->% complete/g)).toHaveLength(3);
    expect(html).toContain('Beginner');
    expect(html).toContain('30 min');
    expect(html).toContain('data-island="training-category-modules"');
  });

  it('shows No Modules Available for a category without modules', async () => {
    await env.DB.prepare(
      "INSERT INTO training_categories (name, slug, description, icon, display_order) VALUES ('Grooming Basics', 'grooming-basics', 'Coat care.', 'scissors', 9)",
    ).run();
    try {
      const { response, html } = await getPage('/training/category/grooming-basics');
      expect(response.status).toBe(200);
      expect(html).toContain('No Modules Available');
      expect(html).toContain('Training modules for this category are coming soon.');
      expect(html).toContain('data-icon="book"');
      expect(html).not.toContain('data-island="training-category-modules"');
    } finally {
      await env.DB.prepare("DELETE FROM training_categories WHERE slug = 'grooming-basics'").run();
    }
  });
});

describe('/training/module/:slug', () => {
  it('server-renders the reader with the first section, breadcrumbs and the side list', async () => {
    const { response, html } = await getPage('/training/module/canine-first-aid-foundations');
    expect(response.status).toBe(200);
    expect(html).toContain('First Aid Foundations</h1>');
    expect(html).toContain('data-island="training-module-reader"');
    expect(html).toContain('data-hydrate="load"');
    expect(html).toContain('The principles of canine first aid');
    expect(html).toContain('<strong>until it can be seen by a vet</strong>');
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('<h4');
    // The later sections are in the side list, not rendered as content yet.
    expect(html).toContain('Canine first aid kit check');
    expect(html).not.toContain('type="checkbox"');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="0"/);
    const breadcrumbs = html.match(/"@type":"BreadcrumbList","itemListElement":(\[[^\]]+\])/)?.[1];
    expect(JSON.parse(breadcrumbs ?? '[]').map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Training Academy',
      'Canine First Aid & Welfare',
      'First Aid Foundations',
    ]);
  });

  it('serves no inactive module', async () => {
    await env.DB.prepare("UPDATE training_modules SET is_active = 0 WHERE slug = 'welfare-and-duty-of-care'").run();
    try {
      expect((await request('/training/module/welfare-and-duty-of-care')).status).toBe(404);
      expect((await request('/api/training/modules/welfare-and-duty-of-care')).status).toBe(404);
    } finally {
      await env.DB.prepare("UPDATE training_modules SET is_active = 1 WHERE slug = 'welfare-and-duty-of-care'").run();
    }
  });
});

describe('a missing category or module', () => {
  it.each([
    [
      '/training/category/no-such-category',
      'Category Not Found',
      'The training category you&#x27;re looking for doesn&#x27;t exist.',
    ],
    [
      '/training/module/no-such-module',
      'Module Not Found',
      'The training module you&#x27;re looking for doesn&#x27;t exist.',
    ],
  ])('%s answers 404 with %s inside the shell', async (path, title, message) => {
    const { response, html } = await getPage(path);
    expect(response.status).toBe(404);
    expect(html).toContain(title);
    expect(html).toContain(message);
    expect(html).toContain('data-site-header');
  });
});

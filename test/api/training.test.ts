import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { trainingCategories } from '../../src/content/training';
import { request } from './request';

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
      byOrder.map((category, index) => ({ id: index + 1, slug: category.slug, name: category.name, description: category.description, icon: category.icon })),
    );
  });

  it('leaves out inactive categories', async () => {
    await env.DB.prepare("INSERT INTO training_categories (name, slug, is_active) VALUES ('Hidden', 'hidden-category', 0)").run();
    try {
      const { body } = await getJson('/api/training/categories');
      expect((body as { slug: string }[]).map((category) => category.slug)).not.toContain('hidden-category');
    } finally {
      await env.DB.prepare("DELETE FROM training_categories WHERE slug = 'hidden-category'").run();
    }
  });
});

describe('GET /api/training/modules', () => {
  it('lists the 23 active modules with displayOrder as text and the sections as content', async () => {
    const { response, body } = await getJson('/api/training/modules');
    expect(response.status).toBe(200);
    const modules = body as Record<string, unknown>[];
    expect(modules).toHaveLength(23);
    const expected = byOrder.flatMap((category, categoryIndex) =>
      [...category.modules]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((module) => ({
          slug: module.slug,
          title: module.title,
          description: module.description,
          categoryId: categoryIndex + 1,
          displayOrder: String(module.displayOrder),
          content: { sections: module.sections },
        })),
    );
    expect(modules.map(({ id: _id, ...rest }) => rest)).toEqual(expected);
    for (const module of modules) {
      expect(Object.keys(module).sort()).toEqual(['categoryId', 'content', 'description', 'displayOrder', 'id', 'slug', 'title']);
      expect(typeof module.id).toBe('number');
      expect(typeof module.displayOrder).toBe('string');
    }
  });
});

describe('GET /api/training/modules/:slug', () => {
  it('returns one module', async () => {
    const { response, body } = await getJson('/api/training/modules/canine-first-aid-foundations');
    expect(response.status).toBe(200);
    const module = body as { slug: string; title: string; categoryId: number; displayOrder: string; content: { sections: { type: string }[] } };
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

describe('/training', () => {
  it('keeps the Coming Soon notice, shows no launch date that has passed, and previews the eight categories from D1', async () => {
    const { response, html } = await getPage('/training');
    expect(response.status).toBe(200);
    expect(html).toContain('Coming Soon');
    expect(html).not.toContain('Q2 2024');
    // Either a quarter that has not ended yet in London, or no date at all.
    const launch = /<p[^>]*data-expected-launch[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
    const quarter = /^Expected launch: Q([1-4]) (\d{4})$/.exec(launch ?? '');
    if (quarter) {
      const [year, month] = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Europe/London' })
        .format(new Date())
        .split('-')
        .map(Number);
      expect(Number(quarter[2]) * 4 + Number(quarter[1])).toBeGreaterThanOrEqual((year ?? 0) * 4 + Math.ceil((month ?? 0) / 3));
    } else {
      expect(launch).toBe('We will announce the launch date here.');
    }
    for (const category of trainingCategories) expect(html).toContain(`href="/training/category/${category.slug}"`);
    expect(html.match(/data-category="/g)).toHaveLength(8);
    expect(html).toContain('href="/#contact"');
    expect(html).not.toContain('href="/contact"');
  });

  it('makes Notify Me When Available a mail link with a subject and body', async () => {
    const { html } = await getPage('/training');
    const href = html.match(/<a class="btn-primary" href="(mailto:[^"]+)">Notify Me When Available<\/a>/)?.[1];
    expect(href).toBeDefined();
    const url = new URL((href ?? '').replaceAll('&amp;', '&'));
    expect(url.pathname).toBe('hello@pawsperity.co.uk');
    expect(url.searchParams.get('subject')).toBe('Training Academy launch – please notify me');
    expect(url.searchParams.get('body')).toContain('Please let me know when the Training Academy launches.');
  });
});

describe('/training/category/:slug', () => {
  it('shows the icon, name, description and modules in display order, each at 0% until the browser reads progress', async () => {
    const { response, html } = await getPage('/training/category/canine-first-aid');
    expect(response.status).toBe(200);
    expect(html).toContain('data-icon="heart"');
    expect(html).toContain('Canine First Aid &amp; Welfare</h1>');
    const links = [...html.matchAll(/href="\/training\/module\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['canine-first-aid-foundations', 'canine-emergencies-heatstroke-choking-bleeding-bloat', 'welfare-and-duty-of-care']);
    expect(html).toMatch(/0<!-- --> of <!-- -->3<!-- --> modules completed/);
    expect(html.match(/0<!-- -->% complete/g)).toHaveLength(3);
    expect(html).toContain('Beginner');
    expect(html).toContain('30 min');
    expect(html).toContain('data-island="training-category-modules"');
  });

  it('answers 404 with Category Not Found inside the shell for a missing slug', async () => {
    const { response, html } = await getPage('/training/category/no-such-category');
    expect(response.status).toBe(404);
    expect(html).toContain('Category Not Found');
    expect(html).toContain('The training category you&#x27;re looking for doesn&#x27;t exist.');
    expect(html).toContain('data-site-header');
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

  it('answers 404 with Module Not Found inside the shell for a missing slug', async () => {
    const { response, html } = await getPage('/training/module/no-such-module');
    expect(response.status).toBe(404);
    expect(html).toContain('Module Not Found');
    expect(html).toContain('The training module you&#x27;re looking for doesn&#x27;t exist.');
    expect(html).toContain('data-site-header');
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

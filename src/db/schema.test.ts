import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const db = () => env.DB;

async function insertRow(sql: string, ...values: unknown[]) {
  return db()
    .prepare(sql)
    .bind(...values)
    .run();
}

describe('data model in D1 (real migrations)', () => {
  it('creates every table of spec 02 §3 and the index on sessions.expire', async () => {
    const { results } = await db()
      .prepare("SELECT name, type FROM sqlite_master WHERE type IN ('table','index')")
      .all<{ name: string; type: string }>();
    const names = results.map((row) => row.name);
    for (const table of [
      'sessions',
      'users',
      'consultation_bookings',
      'contact_submissions',
      'resource_downloads',
      'shop_notifications',
      'recruitment_applications',
      'training_users',
      'training_categories',
      'training_modules',
      'training_progress',
      'training_certificates',
      'training_quiz_attempts',
    ]) {
      expect(names).toContain(table);
    }
    expect(names).toContain('IDX_session_expire');
  });

  it('applies the status, list and timestamp defaults', async () => {
    await insertRow(
      "INSERT INTO consultation_bookings (id, first_name, last_name, email) VALUES ('b1', 'Ava', 'Reid', 'ava@example.co.uk')",
    );
    const booking = await db()
      .prepare("SELECT * FROM consultation_bookings WHERE id = 'b1'")
      .first<Record<string, unknown>>();
    expect(booking).toMatchObject({ status: 'pending', services: '[]' });
    expect(Number(booking?.created_at)).toBeGreaterThan(Date.now() - 60_000);

    // Each row inserted with only what it must have, then the columns it was left to default.
    const defaults: [insert: string, select: string, expected: Record<string, unknown>][] = [
      [
        "INSERT INTO contact_submissions (id, first_name, last_name, email, message) VALUES ('c1', 'A', 'B', 'a@b.co', 'Hi')",
        "SELECT status FROM contact_submissions WHERE id = 'c1'",
        { status: 'new' },
      ],
      [
        "INSERT INTO shop_notifications (id, email) VALUES ('s1', 'shop@example.co.uk')",
        "SELECT status FROM shop_notifications WHERE id = 's1'",
        { status: 'active' },
      ],
      [
        "INSERT INTO recruitment_applications (id, first_name, last_name, email) VALUES ('r1', 'A', 'B', 'r@b.co')",
        "SELECT status, interested_roles, relocate_willing FROM recruitment_applications WHERE id = 'r1'",
        { status: 'new', interested_roles: '[]', relocate_willing: 0 },
      ],
      [
        "INSERT INTO training_users (email, first_name, last_name) VALUES ('t@b.co', 'T', 'U')",
        "SELECT subscription_status, subscription_tier FROM training_users WHERE email = 't@b.co'",
        { subscription_status: 'demo', subscription_tier: 'employee' },
      ],
      [
        "INSERT INTO training_categories (name, slug) VALUES ('Empty', 'defaults-check')",
        "SELECT display_order, is_active, required_tier FROM training_categories WHERE slug = 'defaults-check'",
        { display_order: 0, is_active: 1, required_tier: 'employee' },
      ],
      [
        'INSERT INTO training_progress (user_id) VALUES (NULL)',
        'SELECT status, progress_percentage FROM training_progress ORDER BY id DESC LIMIT 1',
        { status: 'not_started', progress_percentage: 0 },
      ],
      [
        "INSERT INTO training_certificates (title, certificate_number) VALUES ('First Aid', 'CERT-1')",
        "SELECT certificate_type, is_active FROM training_certificates WHERE certificate_number = 'CERT-1'",
        { certificate_type: 'module', is_active: 1 },
      ],
      [
        "INSERT INTO training_quiz_attempts (section_index, score, total_questions, correct_answers, answers, is_passing) VALUES (0, 80, 5, 4, '[]', 1)",
        'SELECT scenario_index, attempt_number FROM training_quiz_attempts ORDER BY id DESC LIMIT 1',
        { scenario_index: 0, attempt_number: 1 },
      ],
    ];
    for (const [insert, select, expected] of defaults) {
      await insertRow(insert);
      expect(await db().prepare(select).first(), select).toEqual(expected);
    }
  });

  it('refuses rows without their required fields', async () => {
    await expect(
      insertRow("INSERT INTO contact_submissions (id, first_name, last_name, email) VALUES ('c2', 'A', 'B', 'a@b.co')"),
    ).rejects.toThrow(/NOT NULL/);
    await expect(
      insertRow("INSERT INTO consultation_bookings (id, first_name, last_name) VALUES ('b2', 'A', 'B')"),
    ).rejects.toThrow(/NOT NULL/);
    await expect(insertRow("INSERT INTO resource_downloads (id, email) VALUES ('d1', 'a@b.co')")).rejects.toThrow(
      /NOT NULL/,
    );
    await expect(
      insertRow(
        "INSERT INTO training_quiz_attempts (section_index, score, total_questions, correct_answers, answers) VALUES (0, 1, 1, 1, '[]')",
      ),
    ).rejects.toThrow(/NOT NULL/);
  });

  it('keeps unique keys unique', async () => {
    await insertRow("INSERT INTO shop_notifications (id, email) VALUES ('u1', 'dup@example.co.uk')");
    await expect(
      insertRow("INSERT INTO shop_notifications (id, email) VALUES ('u2', 'dup@example.co.uk')"),
    ).rejects.toThrow(/UNIQUE/);
    await insertRow("INSERT INTO users (id, email) VALUES ('u1', 'user@example.co.uk')");
    await expect(insertRow("INSERT INTO users (id, email) VALUES ('u2', 'user@example.co.uk')")).rejects.toThrow(
      /UNIQUE/,
    );
    await insertRow("INSERT INTO training_categories (name, slug) VALUES ('A', 'same-slug')");
    await expect(insertRow("INSERT INTO training_categories (name, slug) VALUES ('B', 'same-slug')")).rejects.toThrow(
      /UNIQUE/,
    );
    await insertRow("INSERT INTO training_certificates (title, certificate_number) VALUES ('A', 'CERT-2')");
    await expect(
      insertRow("INSERT INTO training_certificates (title, certificate_number) VALUES ('B', 'CERT-2')"),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('enforces the foreign keys of the training tables', async () => {
    await expect(
      insertRow(
        'INSERT INTO training_modules (category_id, title, slug) VALUES (999999, ?, ?)',
        'Orphan',
        'orphan-module',
      ),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});

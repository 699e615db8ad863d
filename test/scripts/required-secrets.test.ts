import { describe, expect, it } from 'vitest';
import { missingSecrets } from '../../scripts/deploy/required-secrets';

describe('the secrets a deploy needs', () => {
  it('finds none missing when wrangler lists SIGNING_SECRET', () => {
    expect(
      missingSecrets(
        '[{"name":"TURNSTILE_SECRET","type":"secret_text"},{"name":"SIGNING_SECRET","type":"secret_text"}]',
      ),
    ).toEqual([]);
  });

  it('names SIGNING_SECRET when it is not set, or when the list cannot be read', () => {
    expect(missingSecrets('[{"name":"TURNSTILE_SECRET","type":"secret_text"}]')).toEqual(['SIGNING_SECRET']);
    expect(missingSecrets('[]')).toEqual(['SIGNING_SECRET']);
    expect(missingSecrets('✘ [ERROR] Authentication error')).toEqual(['SIGNING_SECRET']);
    expect(missingSecrets('{"name":"SIGNING_SECRET"}')).toEqual(['SIGNING_SECRET']);
  });
});

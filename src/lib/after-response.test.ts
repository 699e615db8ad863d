import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { afterResponse } from './after-response';

describe('afterResponse', () => {
  it("hands the work to the request's waitUntil and does not hold the answer", async () => {
    const handed: Promise<unknown>[] = [];
    // Work that never finishes: waiting for it would time the test out.
    const app = new Hono().get('/', async (c) => {
      await afterResponse(c, new Promise(() => {}));
      return c.text('answered');
    });
    const context: Parameters<typeof app.request>[3] = {
      waitUntil: (task) => handed.push(task),
      passThroughOnException: () => {},
      props: {},
    };
    expect(await (await app.request('/', {}, {}, context)).text()).toBe('answered');
    expect(handed).toHaveLength(1);
  });

  it('without an execution context (app.request in tests), settles only once the work is done', async () => {
    let done = false;
    const app = new Hono().get('/', async (c) => {
      await afterResponse(
        c,
        new Promise<void>((resolve) =>
          setTimeout(() => {
            done = true;
            resolve();
          }, 10),
        ),
      );
      return c.text(String(done));
    });
    expect(await (await app.request('/')).text()).toBe('true');
  });
});

import type { Context } from 'hono';

/**
 * Lets work finish after the response has gone: the request's waitUntil.
 * Without an execution context (app.request in tests) the returned promise
 * settles with the work: a caller that awaits it leaves what the work did
 * there for the test's next request; one that does not leaves it running.
 */
export function afterResponse(c: Pick<Context, 'executionCtx'>, task: Promise<unknown>): Promise<void> {
  let context: Pick<ExecutionContext, 'waitUntil'> | undefined;
  try {
    context = c.executionCtx;
  } catch {
    context = undefined;
  }
  if (!context) return task.then(() => undefined);
  context.waitUntil(task);
  return Promise.resolve();
}

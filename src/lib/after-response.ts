import type { Context } from 'hono';

/**
 * Lets work finish after the response has gone: the request's waitUntil.
 * Without an execution context (app.request in tests) it simply waits, so
 * what the work leaves behind is there for the test's next request.
 */
export function afterResponse(c: Context, task: Promise<void>): Promise<void> {
  let context: Pick<ExecutionContext, 'waitUntil'> | undefined;
  try {
    context = c.executionCtx;
  } catch {
    context = undefined;
  }
  if (!context) return task;
  context.waitUntil(task);
  return Promise.resolve();
}

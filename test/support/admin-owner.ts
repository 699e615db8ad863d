/**
 * The owner signed in afresh before each test of a back office test file,
 * after that file's tables are emptied: one line per file instead of a
 * `let` and a `beforeEach` in each.
 */
import { beforeEach } from 'vitest';
import { type Browser, signedInBrowser } from './admin';

/** Call at a test file's top level; the returned session is the one signed in for the running test. */
export function ownerForEachTest(prepare: () => Promise<void>): Browser {
  let current: Browser | undefined;
  beforeEach(async () => {
    current = undefined;
    await prepare();
    current = await signedInBrowser();
  });
  const session = (): Browser => {
    if (!current) throw new Error('the owner signs in before each test, not while the file loads');
    return current;
  };
  return {
    get userId() {
      return session().userId;
    },
    get email() {
      return session().email;
    },
    get cookie() {
      return session().cookie;
    },
    get csrf() {
      return session().csrf;
    },
    get: (path) => session().get(path),
    post: (path, form, options) => session().post(path, form, options),
  };
}

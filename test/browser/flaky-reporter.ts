import type { Reporter, TestCase } from 'vitest/node';

/**
 * Browser tests run once more when they fail (a loaded machine can starve
 * wrangler dev for a moment); a test that needed it is named here at the end
 * of the run, so flakiness is seen and fixed rather than hidden by the retry.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(testCase.fullName);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\nFlaky: ${this.flaky.length} browser test(s) failed, then passed when run again:`);
    for (const name of this.flaky) console.log(`  - ${name}`);
  }
}

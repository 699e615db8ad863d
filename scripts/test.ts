/**
 * Every test, in order: client build, strict type check, generated types
 * up to date with wrangler.toml, Biome's format and lint check, unit and API tests
 * in workerd, the build and deploy scripts' tests in Node, browser tests
 * against wrangler dev. Runs them all even when one
 * fails, then prints the last line "N passed, M failed".
 *
 * The workerd tests run beside the browser tests, on two workers at the lowest
 * CPU priority (nice 19): the browser tests, one file at a time, are the run's
 * longest path and spend much of their time waiting (scripts held back 3 s, a
 * server's answer), so the workerd tests take the CPU they leave idle and never
 * slow them down (measured: 21 m 28 s with one worker at equal priority). The
 * background step's output is printed when it ends.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  /** Vitest JSON report: counts individual tests instead of counting the step as one. */
  report?: string;
  env?: Record<string, string>;
  /** Started, not awaited: it runs beside the steps after it and is counted at the end. */
  background?: boolean;
}

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'build', command: ['bun', 'run', 'build'] },
  { name: 'typecheck', command: ['tsc', '--noEmit'] },
  // worker-configuration.d.ts (the Env type and the runtime's types) must match wrangler.toml: `bun run types` rewrites it.
  // --check regenerates with the options recorded in the file's first line.
  { name: 'types', command: ['wrangler', 'types', '--check'] },
  // Formatting and lint: a finding fails the run like a failed test.
  { name: 'lint', command: ['biome', 'ci', '.'] },
  {
    name: 'unit',
    command: [
      'nice',
      '-n',
      '19',
      'vitest',
      'run',
      '--maxWorkers=2',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
    report: 'test-results/unit.json',
    background: true,
  },
  {
    name: 'scripts',
    command: [
      'vitest',
      'run',
      '--config',
      'test/scripts/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/scripts.json',
    ],
    report: 'test-results/scripts.json',
  },
  {
    name: 'browser',
    command: [
      'vitest',
      'run',
      '--config',
      'test/browser/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/browser.json',
    ],
    report: 'test-results/browser.json',
    // The tests read the local D1 with node:sqlite, still flagged experimental in Node 22: one warning per test file is noise.
    env: { NODE_OPTIONS: '--disable-warning=ExperimentalWarning' },
  },
].filter((step) => only.length === 0 || only.includes(step.name));

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

let passed = 0;
let failed = 0;
/** Failed tests by name, printed again just above the summary: CI keeps only the tail of the output. */
const failures: string[] = [];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
}

/** Adds a finished step's tests (or the step itself) to the counts. */
function count(step: Step, exitCode: number | null): void {
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8')) as VitestReport;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults) {
      const path = file.name.replace(`${process.cwd()}/`, '');
      if (file.assertionResults.length === 0 && file.message) failures.push(`${path}: ${firstLine(file.message)}`);
      for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
        failures.push(`${path} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }
    }
    // A crash outside any test (setup, collection) still fails the run.
    if (exitCode !== 0 && report.numFailedTests === 0) {
      failed += 1;
      failures.push(`${step.name}: exited ${exitCode} outside any test`);
    }
  } else if (exitCode === 0) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(`${step.name}: exited ${exitCode}`);
  }
}

const running: { step: Step; exited: Promise<number>; output: Promise<string> }[] = [];
for (const step of steps) {
  const env = { ...process.env, ...step.env };
  if (step.background) {
    console.log(`\n=== ${step.name} (beside the next steps; its output follows at the end): ${step.command.join(' ')}`);
    const child = Bun.spawn(step.command, { stdin: 'ignore', stdout: 'pipe', stderr: 'pipe', env });
    const output = Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text()]).then((parts) =>
      parts.join(''),
    );
    running.push({ step, exited: child.exited, output });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  count(step, Bun.spawnSync(step.command, { stdio: ['inherit', 'inherit', 'inherit'], env }).exitCode);
}
for (const { step, exited, output } of running) {
  const exitCode = await exited;
  console.log(`\n=== ${step.name} (ran beside the others): ${step.command.join(' ')}\n${await output}`);
  count(step, exitCode);
}

if (failures.length > 0) console.log(`\n=== failed\n${failures.map((line) => `- ${line.slice(0, 300)}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

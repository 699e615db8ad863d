/**
 * The retention rule (scripts/build/asset-retention.ts): a build keeps the files
 * of the last three deploys and its own; builds that only ran locally go.
 */
import { describe, expect, it } from 'vitest';
import {
  BUILDS_LIST,
  buildIdOf,
  filesToDelete,
  filesToKeep,
  KEPT_DEPLOYS,
  keptBuilds,
  lastDeploys,
  recordDeploy,
  type BuildRecord,
} from '../../scripts/build/asset-retention';

const build = (id: string, files: string[], deployedAt?: string): BuildRecord => ({
  id,
  builtAt: '',
  files,
  digests: {},
  ...(deployedAt === undefined ? {} : { deployedAt }),
});
const day = (n: number): string => `2026-11-${String(n).padStart(2, '0')}T12:00:00.000Z`;

describe('a build', () => {
  it(`keeps the files of the last ${KEPT_DEPLOYS} deploys and its own`, () => {
    const history = [
      build('d1', ['loader-1.js', 'chunk-a.js'], day(1)),
      build('d2', ['loader-2.js', 'chunk-a.js'], day(2)),
      build('d3', ['loader-3.js', 'chunk-b.js'], day(3)),
      build('d4', ['loader-4.js'], day(4)),
    ];
    expect(filesToKeep(history, build('now', ['loader-5.js', 'chunk-b.js']))).toEqual([
      'chunk-a.js',
      'chunk-b.js',
      'loader-2.js',
      'loader-3.js',
      'loader-4.js',
      'loader-5.js',
    ]);
    expect(keptBuilds(history, build('now', ['loader-5.js'])).map((record) => record.id)).toEqual([
      'd2',
      'd3',
      'd4',
      'now',
    ]);
  });

  it('drops the builds that were never deployed: any number of local builds leave the deployed files alone', () => {
    let history = [
      build('d1', ['loader-1.js'], day(1)),
      build('d2', ['loader-2.js'], day(2)),
      build('d3', ['loader-3.js'], day(3)),
    ];
    for (const local of ['l1', 'l2', 'l3', 'l4', 'l5'])
      history = keptBuilds(history, build(local, [`loader-${local}.js`]));
    expect(history.map((record) => record.id)).toEqual(['d1', 'd2', 'd3', 'l5']);
    expect(
      filesToDelete(
        ['loader-1.js', 'loader-2.js', 'loader-3.js', 'loader-l4.js', 'loader-l5.js', BUILDS_LIST],
        history,
      ),
    ).toEqual(['loader-l4.js']);
  });

  it('from a fresh clone, or a history written before deploys were recorded, keeps only itself', () => {
    expect(filesToKeep([], build('now', ['loader-9.js']))).toEqual(['loader-9.js']);
    const oldHistory = [build('b1', ['loader-1.js']), build('b2', ['loader-2.js'])];
    expect(keptBuilds(oldHistory, build('now', ['loader-9.js'])).map((record) => record.id)).toEqual(['now']);
  });

  it('of code that was deployed is that deploy: it keeps its date and does not push out another deploy', () => {
    const history = [
      build('d1', ['loader-1.js'], day(1)),
      build('d2', ['loader-2.js'], day(2)),
      build('d3', ['loader-3.js'], day(3)),
    ];
    const kept = keptBuilds(history, build('d2', ['loader-2.js']));
    expect(kept.map((record) => [record.id, record.deployedAt])).toEqual([
      ['d1', day(1)],
      ['d3', day(3)],
      ['d2', day(2)],
    ]);
    expect(buildIdOf(['b.js', 'a.js'], (text) => text)).toBe(buildIdOf(['a.js', 'b.js'], (text) => text));
  });

  it('never counts the builds list as a file to delete', () => {
    expect(filesToDelete([BUILDS_LIST, 'stale.js'], [build('now', ['loader.js'])])).toEqual(['stale.js']);
  });
});

describe('recording a deploy', () => {
  it('makes the build the newest deploy and keeps it with the two deploys before it', () => {
    const kept = keptBuilds(
      [
        build('d1', ['loader-1.js'], day(1)),
        build('d2', ['loader-2.js'], day(2)),
        build('d3', ['loader-3.js'], day(3)),
      ],
      build('new', ['loader-4.js']),
    );
    const deployed = recordDeploy(kept, day(4));
    expect(deployed.map((record) => [record.id, record.deployedAt])).toEqual([
      ['d2', day(2)],
      ['d3', day(3)],
      ['new', day(4)],
    ]);
    expect(filesToDelete(['loader-1.js', 'loader-2.js', 'loader-3.js', 'loader-4.js'], deployed)).toEqual([
      'loader-1.js',
    ]);
  });

  it('of the build that is already live only moves its date (a redeploy of the same code)', () => {
    const kept = keptBuilds(
      [build('d1', ['loader-1.js'], day(1)), build('d2', ['loader-2.js'], day(2))],
      build('d2', ['loader-2.js']),
    );
    expect(recordDeploy(kept, day(5)).map((record) => [record.id, record.deployedAt])).toEqual([
      ['d1', day(1)],
      ['d2', day(5)],
    ]);
  });

  it("a rollback to an older deploy's code makes it the newest deploy", () => {
    const kept = keptBuilds(
      [
        build('d1', ['loader-1.js'], day(1)),
        build('d2', ['loader-2.js'], day(2)),
        build('d3', ['loader-3.js'], day(3)),
      ],
      build('d1', ['loader-1.js']),
    );
    expect(recordDeploy(kept, day(4)).map((record) => record.id)).toEqual(['d2', 'd3', 'd1']);
  });

  it('fails without a build', () => {
    expect(() => recordDeploy([], day(1))).toThrow(/No build/);
  });
});

describe('the deploy history', () => {
  it('orders deploys by date, counts a build deployed twice once, at its latest deploy, and ignores local builds', () => {
    const history = [
      build('d3', ['c.js'], day(3)),
      build('local', ['l.js']),
      build('d1', ['a.js'], day(1)),
      build('d2', ['b.js'], day(2)),
      build('d1', ['a.js'], day(4)),
    ];
    expect(lastDeploys(history).map((record) => [record.id, record.deployedAt])).toEqual([
      ['d2', day(2)],
      ['d3', day(3)],
      ['d1', day(4)],
    ]);
    expect(lastDeploys(history, 1).map((record) => record.id)).toEqual(['d1']);
  });
});

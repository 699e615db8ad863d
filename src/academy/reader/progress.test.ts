import { describe, expect, it } from 'vitest';
import {
  completedModuleCount,
  completedSections,
  isModuleComplete,
  parseProgress,
  progressPercent,
  toggleSection,
} from './progress';

describe('progress arithmetic', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [2, 3, 66],
    [199, 200, 99],
    [5, 5, 100],
    [0, 0, 0],
  ])(
    'is completed ÷ total as a whole percent, rounded down so 100%% means every section: %i of %i is %i%%',
    (completed, total, percent) => {
      expect(progressPercent(completed, total)).toBe(percent);
    },
  );

  it('toggles a section on and off, keeping the list sorted', () => {
    expect(toggleSection([], 2)).toEqual([2]);
    expect(toggleSection([2], 0)).toEqual([0, 2]);
    expect(toggleSection([0, 2], 2)).toEqual([0]);
  });

  it('counts a module complete only when every section is marked', () => {
    expect(isModuleComplete(3, 4)).toBe(false);
    expect(isModuleComplete(4, 4)).toBe(true);
    expect(isModuleComplete(0, 0)).toBe(false);
  });
});

describe('stored progress', () => {
  it('reads the stored map and ignores anything malformed', () => {
    expect(parseProgress('{"first-aid":[0,2],"bad":"x","mixed":[1,"a",2.5]}')).toEqual({
      'first-aid': [0, 2],
      mixed: [1],
    });
    expect(parseProgress('not json')).toEqual({});
    expect(parseProgress('[1,2]')).toEqual({});
    expect(parseProgress(null)).toEqual({});
  });

  it('keeps only unique in-range section indexes for a module', () => {
    expect(completedSections({ m: [3, 0, 0, 9, -1] }, 'm', 4)).toEqual([0, 3]);
    expect(completedSections({}, 'm', 4)).toEqual([]);
  });

  it('counts completed modules in a category', () => {
    const modules = [
      { slug: 'a', sectionCount: 2 },
      { slug: 'b', sectionCount: 3 },
      { slug: 'c', sectionCount: 1 },
    ];
    expect(completedModuleCount({ a: [0, 1], b: [0, 1], c: [] }, modules)).toBe(1);
  });
});

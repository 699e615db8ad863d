import { describe, expect, it } from 'vitest';
import { COUNT_UP_STEP_MS, COUNT_UP_STEPS, countUpFrames, countUpValue, easeOut } from './count-up';

describe('statistics count-up', () => {
  it('runs 60 steps over about 2 seconds', () => {
    expect(COUNT_UP_STEPS).toBe(60);
    expect(COUNT_UP_STEP_MS * COUNT_UP_STEPS).toBeCloseTo(2000);
  });

  it('eases out: starts at 0, ends at 1, and covers most of the way in the first half', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeCloseTo(0.875);
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(2)).toBe(1);
  });

  it('starts at 0 and ends exactly on the target', () => {
    for (const target of [4, 5, 6, 20]) {
      const frames = countUpFrames(target);
      expect(frames).toHaveLength(61);
      expect(frames[0]).toBe(0);
      expect(frames.at(-1)).toBe(target);
    }
  });

  it('never goes down and never overshoots', () => {
    const frames = countUpFrames(20);
    for (let step = 1; step < frames.length; step++) {
      expect(frames[step]).toBeGreaterThanOrEqual(frames[step - 1] ?? 0);
      expect(frames[step]).toBeLessThanOrEqual(20);
    }
  });

  it('is past halfway at a quarter of the time (ease-out, not linear)', () => {
    expect(countUpValue(20, 15)).toBeGreaterThan(10);
    expect(countUpValue(20, 30)).toBe(18);
  });

  it('shows the target at or beyond the last step', () => {
    expect(countUpValue(6, 60)).toBe(6);
    expect(countUpValue(6, 75)).toBe(6);
  });
});

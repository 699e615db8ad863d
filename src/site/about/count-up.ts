/**
 * The arithmetic of the statistics count-up (spec 01 §9): 60 steps over about
 * 2 seconds, easing out so the numbers race at first and settle gently.
 */
export const COUNT_UP_STEPS = 60;
const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEP_MS = COUNT_UP_DURATION_MS / COUNT_UP_STEPS;
/** Share of the figures block that must be on screen before counting starts. */
export const COUNT_UP_VISIBILITY = 0.5;

/** Cubic ease-out: 0 → 0, 1 → 1, fast start, slow finish. Progress outside 0..1 is clamped. */
export function easeOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The whole number shown at a step (0..steps) when counting up to target. */
export function countUpValue(target: number, step: number, steps: number = COUNT_UP_STEPS): number {
  if (steps <= 0 || step >= steps) return target;
  return Math.round(target * easeOut(step / steps));
}

/** Every value shown from step 0 to the last step. */
export function countUpFrames(target: number, steps: number = COUNT_UP_STEPS): number[] {
  return Array.from({ length: steps + 1 }, (_, step) => countUpValue(target, step, steps));
}

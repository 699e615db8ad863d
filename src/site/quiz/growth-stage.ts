/**
 * Scoring of the growth stage quiz (spec 01 §9): the average of the answers'
 * points (1 to 5) places the business on one of five stages.
 */
import type { GrowthStage } from '../../content/types';

export function averagePoints(points: readonly number[]): number {
  if (points.length === 0) return 0;
  return points.reduce((sum, value) => sum + value, 0) / points.length;
}

/** Up to 1.5 planning; up to 2.5 startup; up to 3.5 early-growth; up to 4.5 established-growth; above that mature. */
export function stageForAverage(average: number): GrowthStage {
  if (average <= 1.5) return 'planning';
  if (average <= 2.5) return 'startup';
  if (average <= 3.5) return 'early-growth';
  if (average <= 4.5) return 'established-growth';
  return 'mature';
}

/** Whole per cent of questions answered, e.g. 2 of 6 → 33. */
export function percentComplete(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(answered, 0), total) / total) * 100);
}

/** The quiz as a list of chosen points: answer adds one, Previous drops the last, Retake clears. */
export type QuizAction = { type: 'answer'; points: number } | { type: 'previous' } | { type: 'retake' };

export function quizReducer(answers: readonly number[], action: QuizAction, totalQuestions: number): number[] {
  switch (action.type) {
    case 'answer':
      return answers.length < totalQuestions ? [...answers, action.points] : [...answers];
    case 'previous':
      return answers.slice(0, -1);
    case 'retake':
      return [];
  }
}

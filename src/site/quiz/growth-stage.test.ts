import { describe, expect, it } from 'vitest';
import { growthQuizQuestions, growthStages } from '../../content/growth-quiz';
import { averagePoints, percentComplete, quizReducer, stageForAverage } from './growth-stage';

describe('stageForAverage', () => {
  it.each([
    [1, 'planning'],
    [1.5, 'planning'],
    [1.51, 'startup'],
    [2.5, 'startup'],
    [2.51, 'early-growth'],
    [3.5, 'early-growth'],
    [3.51, 'established-growth'],
    [4.5, 'established-growth'],
    [4.51, 'mature'],
    [5, 'mature'],
  ] as const)('average %s is %s', (average, stage) => {
    expect(stageForAverage(average)).toBe(stage);
  });

  it('has a result stage for every outcome', () => {
    for (const average of [1, 2, 3, 4, 5]) {
      expect(growthStages.find((stage) => stage.stage === stageForAverage(average))).toBeDefined();
    }
  });
});

describe('averagePoints', () => {
  it('averages the chosen points', () => {
    expect(averagePoints([1, 2, 3, 4, 5, 3])).toBe(3);
    expect(averagePoints([2, 2, 2, 2, 2, 1])).toBeCloseTo(1.8333, 3);
    expect(averagePoints([])).toBe(0);
  });
});

describe('percentComplete', () => {
  it('is the whole per cent of questions answered', () => {
    expect(percentComplete(0, 6)).toBe(0);
    expect(percentComplete(1, 6)).toBe(17);
    expect(percentComplete(3, 6)).toBe(50);
    expect(percentComplete(6, 6)).toBe(100);
    expect(percentComplete(9, 6)).toBe(100);
  });
});

describe('quizReducer', () => {
  const total = growthQuizQuestions.length;
  it('adds answers up to the number of questions', () => {
    let answers: number[] = [];
    for (let i = 0; i < total + 2; i++) answers = quizReducer(answers, { type: 'answer', points: 4 }, total);
    expect(answers).toHaveLength(total);
  });

  it('drops the last answer with Previous and clears with Retake', () => {
    expect(quizReducer([3, 5, 2], { type: 'previous' }, total)).toEqual([3, 5]);
    expect(quizReducer([], { type: 'previous' }, total)).toEqual([]);
    expect(quizReducer([3, 5, 2], { type: 'retake' }, total)).toEqual([]);
  });

  it('uses six questions of five answers worth 1 to 5 points', () => {
    expect(total).toBe(6);
    for (const question of growthQuizQuestions)
      expect(question.answers.map((answer) => answer.points)).toEqual([1, 2, 3, 4, 5]);
  });
});

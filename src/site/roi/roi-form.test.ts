import { describe, expect, it } from 'vitest';
import { decodeRoiAnswer, encodeRoiAnswer } from './roi-answer';
import {
  calculateFromTexts,
  roiInputsFromTexts,
  roiResultAddress,
  roiTextsFromForm,
  roiTextsFromQuery,
} from './roi-form';

const typed = {
  initialInvestment: '30000',
  monthlyOperatingCosts: '2600',
  averageDailyRate: '30',
  capacity: '10',
  expectedOccupancyRate: '100',
  monthlyGrowthRate: '5',
};

describe('roiTextsFromQuery', () => {
  it('is null when the address holds no calculator field: results stay hidden until Calculate ROI', () => {
    expect(roiTextsFromQuery({})).toBeNull();
    expect(roiTextsFromQuery({ category: 'marketing', q1: 'solo' })).toBeNull();
  });

  it('returns the fields as submitted, text included', () => {
    expect(roiTextsFromQuery({ ...typed, capacity: 'lots' })).toEqual({ ...typed, capacity: 'lots' });
  });

  it('keeps the spec default for a field missing from a submitted address', () => {
    expect(roiTextsFromQuery({ capacity: '12' })).toEqual({
      initialInvestment: '50000',
      monthlyOperatingCosts: '8000',
      averageDailyRate: '35',
      capacity: '12',
      expectedOccupancyRate: '75',
      monthlyGrowthRate: '2',
    });
  });
});

describe('roiInputsFromTexts', () => {
  it('parses numbers, a non-numeric or empty entry counting as 0', () => {
    expect(
      roiInputsFromTexts({ ...typed, initialInvestment: 'abc', monthlyGrowthRate: '', averageDailyRate: ' 32.5 ' }),
    ).toEqual({
      initialInvestment: 0,
      monthlyOperatingCosts: 2600,
      averageDailyRate: 32.5,
      capacity: 10,
      expectedOccupancyRate: 100,
      monthlyGrowthRate: 0,
    });
  });
});

describe('roiTextsFromForm', () => {
  it('reads each named field, an absent one as empty', () => {
    const data = new FormData();
    data.set('initialInvestment', '1000');
    data.set('capacity', '8');
    expect(roiTextsFromForm(data)).toEqual({
      initialInvestment: '1000',
      monthlyOperatingCosts: '',
      averageDailyRate: '',
      capacity: '8',
      expectedOccupancyRate: '',
      monthlyGrowthRate: '',
    });
  });
});

describe('roiResultAddress', () => {
  it("puts the six fields in the query, keeps other forms' fields and points at the calculator", () => {
    const address = roiResultAddress({ pathname: '/', search: '?category=compliance&capacity=1' }, typed);
    const url = new URL(address, 'https://example.test');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#roi-calculator');
    expect(url.searchParams.get('category')).toBe('compliance');
    expect(url.searchParams.getAll('capacity')).toEqual(['10']);
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'category'))).toEqual(typed);
  });
});

describe('the Worker’s figures as JSON and back', () => {
  it('carries every figure, those too large to compute included, to the island as calculated', () => {
    const answer = calculateFromTexts({ ...typed, averageDailyRate: '1e308', capacity: '1e308' });
    const back = decodeRoiAnswer(encodeRoiAnswer(answer));
    expect(back.result.monthlyRevenue).toBe(Number.POSITIVE_INFINITY);
    expect(back).toEqual(answer);
    expect(decodeRoiAnswer(encodeRoiAnswer(calculateFromTexts(typed)))).toEqual(calculateFromTexts(typed));
  });
});

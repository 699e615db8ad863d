/**
 * Shapes of the Training Academy as the site serves it (spec 02 §3). Plain
 * `type` aliases (not interfaces) so they can travel as island props.
 */
import type { TrainingModuleDocument } from './training-document';

/** A category as GET /api/training/categories serves it. */
export type TrainingCategorySummary = { id: number; slug: string; name: string; description: string; icon: string };

/** A module as GET /api/training/modules serves it; displayOrder is a number held as text. */
export type TrainingModuleSummary = {
  id: number;
  slug: string;
  title: string;
  description: string;
  categoryId: number | null;
  displayOrder: string;
  content: TrainingModuleDocument;
  /** True when the caller's subscription does not open it: its sections then carry their titles only. */
  locked: boolean;
};

/** The localStorage key holding the learner's progress: module slug → completed section indexes. */
export const PROGRESS_STORAGE_KEY = 'pawsperity-training-progress';

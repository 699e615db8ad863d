import type { TrainingCategoryContent } from '../../../content/types';
import { healthAndSafetyCategory } from './health-and-safety';
import { dogBehaviourCategory } from './dog-behaviour';
import { canineFirstAidCategory } from './canine-first-aid';
import { customerCareCategory } from './customer-care';
import { runningTheBusinessCategory } from './running-the-business';
import { leadingATeamCategory } from './leading-a-team';
import { licensingAndLawCategory } from './licensing-and-law';
import { facilityOperationsCategory } from './facility-operations';

/** Training Academy categories, in displayOrder. */
export const trainingCategories: TrainingCategoryContent[] = [
  healthAndSafetyCategory,
  dogBehaviourCategory,
  canineFirstAidCategory,
  customerCareCategory,
  runningTheBusinessCategory,
  leadingATeamCategory,
  licensingAndLawCategory,
  facilityOperationsCategory,
];

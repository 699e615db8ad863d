/** Words the Training Academy shows for stored values. */
import { upperFirst } from '../../lib/text';

export function difficultyLabel(difficulty: string | null): string {
  if (!difficulty) return 'All levels';
  return upperFirst(difficulty);
}

/** 30 → "30 min"; 75 → "1 hr 15 min". */
export function durationLabel(minutes: number | null): string {
  if (!minutes || minutes <= 0) return 'Self-paced';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

export function sectionTypeLabel(type: string): string {
  if (type === 'video') return 'Video';
  if (type === 'quiz') return 'Quiz';
  if (type === 'checklist') return 'Checklist';
  return 'Reading';
}

import { z } from 'zod';
import type { TrainingModuleDocument } from './types';

/** The content column of training_modules: what the reader needs, checked when read from D1. */
export const trainingModuleDocumentSchema = z.object({
  sections: z.array(z.object({ type: z.string(), title: z.string(), content: z.string() })),
});

/** A stored document that does not fit the shape reads as a module with no sections, never a crash. */
export function readModuleDocument(stored: unknown): TrainingModuleDocument {
  const parsed = trainingModuleDocumentSchema.safeParse(typeof stored === 'string' ? safeJson(stored) : stored);
  return parsed.success ? { sections: parsed.data.sections } : { sections: [] };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

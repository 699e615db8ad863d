/**
 * What the content column of training_modules holds: a module's sections as
 * JSON. Plain `type` aliases (not interfaces) so they can travel as island props.
 */
import { z } from 'zod';

/** One section of a module: a video, quiz, checklist or other text, with multi-line content. */
export type TrainingSection = { type: string; title: string; content: string };

/** What a module stores in its content column. */
export type TrainingModuleDocument = { sections: TrainingSection[] };

/** The content column as the reader needs it, checked when read from D1. */
const trainingModuleDocumentSchema = z.object({
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

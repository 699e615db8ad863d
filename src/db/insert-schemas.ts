/**
 * Insert schemas of spec 02 §3: each entity's client-supplied fields only
 * (no id, status or timestamps), derived from the Drizzle tables so that the
 * database and the validation cannot drift apart. Form payloads refine these
 * in their feature's schema.ts.
 */
import { createInsertSchema } from 'drizzle-zod';
import {
  consultationBookings,
  contactSubmissions,
  recruitmentApplications,
  resourceDownloads,
  shopNotifications,
  trainingCategories,
  trainingCertificates,
  trainingModules,
  trainingProgress,
  trainingQuizAttempts,
  trainingUsers,
} from './schema';

// The submission id travels beside the fields and the consent record is made from what the server showed: neither is a client field.
const serverSet = { id: true, status: true, createdAt: true, submissionId: true } as const;
const consentRecord = { consentGivenAt: true, consentPolicyVersion: true, consentWording: true } as const;

export const insertConsultationBookingSchema = createInsertSchema(consultationBookings).omit(serverSet);
export const insertContactSubmissionSchema = createInsertSchema(contactSubmissions).omit(serverSet);
export const insertResourceDownloadSchema = createInsertSchema(resourceDownloads).omit({ id: true, downloadedAt: true, submissionId: true });
export const insertShopNotificationSchema = createInsertSchema(shopNotifications).omit({ ...serverSet, ...consentRecord });
export const insertRecruitmentApplicationSchema = createInsertSchema(recruitmentApplications).omit({ ...serverSet, ...consentRecord });
export const insertTrainingUserSchema = createInsertSchema(trainingUsers).omit({ id: true, createdAt: true, lastLoginAt: true });
export const insertTrainingCategorySchema = createInsertSchema(trainingCategories).omit({ id: true, createdAt: true });
export const insertTrainingModuleSchema = createInsertSchema(trainingModules).omit({ id: true, createdAt: true, updatedAt: true });
export const insertTrainingProgressSchema = createInsertSchema(trainingProgress).omit({ id: true, createdAt: true });
export const insertTrainingCertificateSchema = createInsertSchema(trainingCertificates).omit({ id: true, createdAt: true });
export const insertTrainingQuizAttemptSchema = createInsertSchema(trainingQuizAttempts).omit({ id: true, createdAt: true });

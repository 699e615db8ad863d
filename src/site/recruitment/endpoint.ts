import { recruitmentApplication } from '../../submissions/recruitment-application/kind';
import { formEndpoint } from '../../forms/form-endpoint';
import type { FormPages } from '../form-pages';

/** POST /api/recruitment-applications: the recruitment questionnaire (spec 02 §2, §3, §7). */
export const recruitmentApplicationsApi = (pages: FormPages) =>
  formEndpoint(recruitmentApplication, {
    saved: (c) => c.redirect('/recruitment?application=submitted#application', 303),
    again: (_c, form, _fields, status) => pages.application(form, status),
  });

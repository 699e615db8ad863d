import { recruitmentApplication } from '../../submissions/recruitment-application/kind';
import { formEndpoint } from '../../forms/form-endpoint';
import { renderPage } from '../../render/render-page';
import { RecruitmentPage } from './RecruitmentPage';

/** POST /api/recruitment-applications: the recruitment questionnaire (spec 02 §2, §3, §7). */
export const recruitmentApplicationsApi = () =>
  formEndpoint(recruitmentApplication, {
    saved: (c) => c.redirect('/recruitment?application=submitted#application', 303),
    again: (_c, form, _fields, status) => renderPage(<RecruitmentPage form={form} />, status),
  });

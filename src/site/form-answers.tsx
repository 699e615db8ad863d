/**
 * Each page that owns a form renders the answer to its plain post (without or
 * before JavaScript): the endpoint works out the form's state and hands it
 * here. src/worker.ts passes these to the API, which builds no page itself.
 */
import type { ShopCategory } from '../content/shop';
import type { FormState } from '../lib/form-state';
import { renderPage } from '../render/render-page';
import { homeFormAnswers } from './home/form-answers';
import { RecruitmentPage } from './recruitment/RecruitmentPage';
import { ShopPage } from './shop/ShopPage';

export const formAnswers = {
  ...homeFormAnswers,
  waitingList: (category: ShopCategory | undefined, form: FormState, status: number) => renderPage(<ShopPage category={category} form={form} />, status),
  application: (form: FormState, status: number) => renderPage(<RecruitmentPage form={form} />, status),
};

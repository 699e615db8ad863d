export { apiError, type ApiErrorBody } from '../lib/api-error';

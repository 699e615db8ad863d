/** The one JSON error shape of every API answer that is not a success, shared by the Worker and the browser. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

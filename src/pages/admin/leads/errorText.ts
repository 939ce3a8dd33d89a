import { ApiError } from '../../../lib/api';
import { adminErrorText } from '../adminClient';

/** a failure as the admin pages word it: the server's message after the status, or the error's own */
export const errorText = (err: unknown) =>
  err instanceof ApiError ? adminErrorText(err) : err instanceof Error ? err.message : String(err);

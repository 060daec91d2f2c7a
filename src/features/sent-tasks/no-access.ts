import { ApiError } from '../../api/api-error';

/** The creator's calls answer 404 to a member without 'Detyra' (spec 01 §6; never 403, which signs out). */
export function isNoAccess(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}

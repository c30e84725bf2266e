/** Errors are values at the API boundary: `{code, message, details}` naming what is wrong. */
import type { RuleText } from '../games/types';
export type ApiErrorCode =
  | 'invalid' // the request does not fit the contract; details.issues names each field
  | 'not_found' // an id that does not exist
  | 'conflict' // the request contradicts saved data (duplicate, stale sequence, still referenced)
  | 'rule' // a game or tournament rule refuses the action; details.rule names it
  | 'forbidden' // a write without the director token or with another table's code
  | 'too_large' // a request body or import over its limit
  | 'throttled' // too many wrong tokens or table codes from one device: wait, then try again
  | 'timeout' // the request (its body) did not arrive in time; the connection is closed
  | 'storage' // the disk is full or the folder cannot be written: nothing was saved
  | 'unknown_method'
  | 'internal';

export interface FieldIssue {
  /** Dotted path of the field at fault (`name`, `rows.3.rating`), empty for the whole request. */
  field: string;
  message: string;
}

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  details?: { issues?: FieldIssue[]; rule?: string; [key: string]: unknown };
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * A message by catalogue key (`errors.<key>`, src/shared/i18n/catalogues/errors) with its parameters; a
 * parameter may itself be such a message (a refusal quoted inside another).
 */
export type MessageText = RuleText;

/** Thrown inside services, turned into an ApiError value by the dispatcher; never crosses the boundary. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    /** In English; `text` (when given) says it again in any language, for the caller's. */
    message: string,
    readonly details?: ApiError['details'],
    readonly text?: MessageText,
  ) {
    super(message);
  }
}

/** The HTTP status for each error code (4xx for the caller's fault, 500 for ours). */
export const httpStatus: Record<ApiErrorCode, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  rule: 422,
  forbidden: 403,
  too_large: 413,
  throttled: 429,
  timeout: 408,
  storage: 507,
  unknown_method: 404,
  internal: 500,
};

/**
 * The one table of API result codes, shared by server and client. The server attaches the HTTP status;
 * the client translates `errors:code.<code>` and falls back to the server's message.
 */
export const ErrorCode = {
  OK: 0,
  SIGN_IN_EXPIRED: 10101,
  SHARE_EXPIRED: 10102,
  FORBIDDEN: 10103,
  BAD_CREDENTIALS: 10104,
  TOO_MANY_ATTEMPTS: 10105,
  LOGIN_KEY_INVALID: 10106,
  OAUTH_FAILED: 10107,
  OAUTH_NOT_CONFIGURED: 10108,
  ACCOUNT_DISABLED: 10109,
  NO_TEAM: 10110,
  TEAM_OWNER_REQUIRED: 10111,
  VALIDATION: 10201,
  MALFORMED_JSON: 10202,
  PAYLOAD_TOO_LARGE: 10203,
  UNKNOWN_PATH: 10204,
  NOT_FOUND: 10205,
  CONFLICT: 10206,
  DASHBOARD_CRITERIA_INCOMPLETE: 10211,
  MEDIA_REQUIRED: 10212,
  SUBJECT_INCOMPLETE: 10213,
  BASIC_INFO_INCOMPLETE: 10214,
  KEYWORDS_REQUIRED: 10215,
  IMPORT_FILE_UNREADABLE: 10221,
  KOX_RANGE_INVERTED: 10231,
  KOX_RANGE_MISSING: 10232,
  KOX_RANGE_DIGITS: 10233,
  KOX_IMPORT_REJECTED: 10250,
  IMPORT_FIELD_REQUIRED: 10251,
  IMPORT_RANGE_ONE_SIDED: 10252,
  IMPORT_EMAIL_INVALID: 10253,
  IMPORT_EMAIL_MULTIPLE: 10254,
  IMPORT_PROFILE_LINK_UNSUPPORTED: 10255,
  IMPORT_POST_LINK_UNSUPPORTED: 10256,
  IMPORT_NOT_NONNEGATIVE: 10257,
  IMPORT_DUPLICATE: 10258,
  IMPORT_ALREADY_SAVED: 10259,
  IMPORT_TOO_MANY: 10260,
  IMPORT_EMPTY: 10261,
  IMPORT_COLUMNS_INVALID: 10262,
  IMPORT_VIEWS_INTEGER: 10263,
  IMPORT_COOPERATION_UNKNOWN: 10264,
  IMPORT_DEAL_UNKNOWN: 10265,
  IMPORT_TEXT_TOO_LONG: 10266,
  IMPORT_CONTENT_ALREADY_SAVED: 10267,
  IMPORT_MORE_PROBLEMS: 10268,
  KOX_RECOMMEND_EMPTY: 10240,
  KOX_RECOMMEND_RUNNING: 10241,
  KOX_RECOMMEND_NOT_READY: 10242,
  KOX_RECOMMEND_FAILED: 10243,
  KOX_STORAGE_NOT_FAILED: 10270,
  AI_PROVIDER: 10301,
  INTERNAL: 10500,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export const httpStatusOf: Record<ErrorCodeValue, number> = {
  0: 200,
  10101: 401,
  10102: 403,
  10103: 403,
  10104: 401,
  10105: 429,
  10106: 401,
  10107: 502,
  10108: 404,
  10109: 403,
  10110: 403,
  10111: 409,
  10201: 400,
  10202: 400,
  10203: 413,
  10204: 404,
  10205: 404,
  10206: 409,
  10211: 400,
  10212: 400,
  10213: 400,
  10214: 400,
  10215: 400,
  10221: 400,
  10231: 400,
  10232: 400,
  10233: 400,
  10250: 400,
  10251: 400,
  10252: 400,
  10253: 400,
  10254: 400,
  10255: 400,
  10256: 400,
  10257: 400,
  10258: 400,
  10259: 400,
  10260: 400,
  10261: 400,
  10262: 400,
  10263: 400,
  10264: 400,
  10265: 400,
  10266: 400,
  10267: 400,
  10268: 400,
  10240: 400,
  10241: 409,
  10242: 409,
  10243: 500,
  10270: 409,
  10301: 502,
  10500: 500,
};

/** A field issue; an import's row-level issue also names its message's code, row, column and values. */
export interface ApiIssue {
  path: string;
  message: string;
  code?: number;
  row?: number;
  column?: string;
  params?: Record<string, string | number>;
}

/**
 * The response envelope of every API call (spec §7). `issues` carries field errors for 10201;
 * `retry_after_seconds` how long a 10105 lockout still lasts.
 */
export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
  issues?: ApiIssue[];
  retry_after_seconds?: number;
}

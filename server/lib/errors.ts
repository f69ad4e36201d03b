import type { Context } from 'hono';
import { errorForLog } from './error-for-log.ts';
import { ErrorCode, httpStatusOf, type Envelope, type ErrorCodeName } from '../../src/lib/api/error-codes.ts';

export interface Issue {
  path: string;
  message: string;
  /** A row-level problem of an import: the code of its message, the row and column it names, its values. */
  code?: number;
  row?: number;
  column?: string;
  params?: Record<string, string | number>;
}

/** English fallbacks; the client shows its own translation of `errors:code.<code>` when it has one. */
const defaultMessage: Record<ErrorCodeName, string> = {
  OK: 'ok',
  SIGN_IN_EXPIRED: 'Your sign-in has expired. Please sign in again.',
  SHARE_EXPIRED: 'This share link has expired or the password is wrong.',
  FORBIDDEN: 'You do not have permission to do this.',
  BAD_CREDENTIALS: 'Wrong account or password.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait and try again.',
  LOGIN_KEY_INVALID: 'This sign-in key is invalid, used or expired.',
  OAUTH_FAILED: 'Signing in through the workplace chat failed.',
  OAUTH_NOT_CONFIGURED: 'Workplace-chat sign-in is not configured on this server.',
  ACCOUNT_DISABLED: 'This account is disabled.',
  NO_TEAM: 'You are not in a team yet: create one, or ask a team admin to invite you.',
  TEAM_OWNER_REQUIRED: 'A team always has an owner: transfer the ownership first.',
  VALIDATION: 'Some fields are invalid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNKNOWN_PATH: 'Unknown API path.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with existing data.',
  DASHBOARD_CRITERIA_INCOMPLETE: 'Please complete the dashboard criteria.',
  MEDIA_REQUIRED: 'Please select media',
  SUBJECT_INCOMPLETE: 'Please fill in all the information.',
  BASIC_INFO_INCOMPLETE: 'Basic information is incomplete',
  KEYWORDS_REQUIRED: 'Fill in keywords or hashtags.',
  IMPORT_FILE_UNREADABLE: 'The file could not be read as CSV or XLSX. Please use the import template.',
  KOX_RANGE_INVERTED: 'Minimum cannot exceed maximum',
  KOX_RANGE_MISSING: 'Input the range',
  KOX_RANGE_DIGITS: 'Input valid digits',
  KOX_IMPORT_REJECTED:
    'Some entries cannot be imported, so nothing was imported. Fix the rows listed and try again.',
  IMPORT_FIELD_REQUIRED: 'Mandatory fields in the import template must be filled',
  IMPORT_RANGE_ONE_SIDED: 'Optional fields in the import template cannot have only one item filled',
  IMPORT_EMAIL_INVALID: 'Enter a valid e-mail address',
  IMPORT_EMAIL_MULTIPLE: 'Only one e-mail address can be entered',
  IMPORT_PROFILE_LINK_UNSUPPORTED: 'Enter a YouTube, TikTok or Instagram profile link',
  IMPORT_POST_LINK_UNSUPPORTED: 'Enter a YouTube, TikTok or Instagram post link',
  IMPORT_NOT_NONNEGATIVE: 'Enter a number of 0 or more (at most 2 decimals)',
  IMPORT_DUPLICATE: 'Duplicate of row another row in this batch',
  IMPORT_ALREADY_SAVED: 'Already in the team database',
  IMPORT_TOO_MANY: 'Up to 1000 entries per batch',
  IMPORT_EMPTY: 'There are no entries to import',
  IMPORT_COLUMNS_INVALID: 'The columns do not follow the import template',
  IMPORT_VIEWS_INTEGER: 'Views must be a whole number of 0 or more',
  IMPORT_COOPERATION_UNKNOWN:
    'Use one of the cooperation types: full campaign order, product placement order, creator incentive order',
  IMPORT_DEAL_UNKNOWN: 'Write deal or non-deal',
  IMPORT_TEXT_TOO_LONG: 'Too long: at most the limit characters',
  IMPORT_MORE_PROBLEMS: 'More problems are not listed.',
  IMPORT_CONTENT_ALREADY_SAVED: "This post is already in the team's content",
  KOX_RECOMMEND_EMPTY: 'Describe the brief or choose at least one requirement.',
  KOX_RECOMMEND_RUNNING: 'This recommendation is already running.',
  KOX_RECOMMEND_NOT_READY: 'This recommendation has no results yet.',
  KOX_RECOMMEND_FAILED: 'The recommendation failed. Please contact support.',
  KOX_STORAGE_NOT_FAILED: 'Only a failed storage can be retried',
  KOX_PROJECT_NAME_REQUIRED: 'Project name is required',
  KOX_PROJECT_START_REQUIRED: 'Start time is required',
  KOX_PROJECT_TEMPLATE_REQUIRED: 'A connection template must be selected',
  KOX_LABEL_HAS_CONTACTS: 'A progress label that has contacts cannot be deleted',
  KOX_MAILBOX_INCOMPLETE: 'Enter e-mail name, e-mail password, address and authorization password',
  KOX_MAILBOX_EMAIL_INVALID: 'Enter a valid e-mail address',
  KOX_MAILBOX_EMAIL_MULTIPLE: 'Only one e-mail address can be entered',
  KOX_MAILBOX_SECRET_UNREADABLE:
    'The saved mailbox passwords were encrypted with another MAIL_SECRET_KEY: enter the passwords again, or restore the old key.',
  KOX_TEMPLATE_INVALID: 'The template has problems, so nothing was saved. Fix the fields marked.',
  KOX_TEMPLATE_REQUIRED: 'Template name and description are required',
  KOX_TEMPLATE_NAME_TAKEN: 'A template with this name already exists in the team',
  KOX_TEMPLATE_NAME_REPEATED: 'Label names and field names must not repeat',
  KOX_TEMPLATE_INCOMPLETE: 'Custom labels and new fields must be complete',
  KOX_TEMPLATE_NOT_ENGLISH: 'Reply strategy and completion criteria must be written in English',
  KOX_TEMPLATE_FOLLOW_UP_RANGE: 'Follow-ups: 0 to 5 times, every 1 to 30 days',
  KOX_TEMPLATE_RULE_UNREADABLE: 'The judgment rule cannot be read',
  KOX_TEMPLATE_FIELD_UNKNOWN: "A label can only use this template's fields",
  KOX_OUTREACH_EMAIL_INVALID: 'Enter a valid e-mail address',
  KOX_OUTREACH_EMAIL_MULTIPLE: 'Only one e-mail address can be entered',
  KOX_OUTREACH_NO_SENDER: 'Select a sender e-mail first',
  KOX_OUTREACH_SCHEDULE_TIME: 'Set scheduled sending time',
  KOX_OUTREACH_CONFIRM_EMPTY: 'Some e-mails have no subject or body: confirm to send them anyway',
  KOX_OUTREACH_STATE: 'These e-mails cannot do that in their current state',
  KOX_OUTREACH_NO_TEMPLATE: 'A connection template must be selected for the project first',
  KOX_OUTREACH_NO_CREATORS: 'There are no creators to write to',
  KOX_OUTREACH_NO_FOLLOW_UPS: 'No creator of this project can be followed up with now',
  AI_PROVIDER: 'The AI provider failed to answer.',
  INTERNAL: 'Internal server error.',
  KOX_REPLY_SANDBOX_ONLY: 'Simulated replies are only for e-mails sent from the sandbox mailbox.',
  KOX_REPLY_NOT_SENT: 'Only an e-mail that was sent can be answered.',
  KOX_REPLY_LABEL_UNKNOWN: 'That label is not one of the project template’s progress labels.',
  KOX_ATTACHMENT_TOTAL: 'Total attachments at most 50MB',
  KOX_ATTACHMENT_NAME:
    'The file name cannot be used: it is empty, too long (over 255 characters) or holds a path or control character.',
  KOX_ATTACHMENT_TYPE:
    'This kind of file cannot be attached, or its content does not match its type (PDF, images, Office documents, ZIP, TXT and CSV can).',
  KOX_ATTACHMENT_EMPTY: 'The file is empty.',
  AD_IMPORT_REJECTED: 'The ad data file has problems, so nothing was imported.',
  AD_IMPORT_NOT_A_SHEET: 'The file is not a CSV or XLSX spreadsheet.',
  AD_IMPORT_NOT_UTF8: 'The CSV is not UTF-8 text.',
  AD_IMPORT_FILE_TOO_LARGE: 'The ad data file is too large.',
  AD_IMPORT_TOO_MANY_ROWS: 'The ad data file has too many rows.',
  AD_IMPORT_EMPTY: 'The ad data file has no data rows.',
  AD_IMPORT_HEADER_UNKNOWN: "The header is not the ad data template's nor a Meta or TikTok export's.",
  AD_IMPORT_COLUMN_MISSING: 'A required column is missing.',
  AD_IMPORT_COLUMN_REPEATED: 'A column appears twice.',
  AD_IMPORT_NO_DAY: 'The export has no days: export it with the Day breakdown.',
  AD_IMPORT_CURRENCY_UNKNOWN: 'The currency cannot be converted to US dollars.',
  AD_IMPORT_VALUE_REQUIRED: 'This column needs a value.',
  AD_IMPORT_NUMBER_INVALID: 'Not a number of 0 or more.',
  AD_IMPORT_DATE_INVALID: 'Not a valid date.',
  AD_IMPORT_MORE_PROBLEMS: 'More problems are not listed.',
  AD_TAG_RULES_INVALID: 'Some tag rules have problems, so none were saved. Fix the lines listed.',
  AD_TAG_RULES_FILE_TEMPLATE: 'Uploaded file must follow the template',
  AD_SOURCE_TOKEN_INVALID:
    'The ad account’s access token has expired or was revoked. Create a new token on the platform and bind the account again.',
  AD_SOURCE_NO_PERMISSION:
    'This token has no permission to read this ad account’s reports. Ask the account’s admin to grant access, then try again.',
  AD_SOURCE_ACCOUNT_NOT_FOUND: 'The ad account was not found. Check the account ID.',
  AD_SOURCE_ACCOUNT_DISABLED:
    'The ad account is disabled or closed on the platform, so its reports cannot be read.',
  AD_SOURCE_RATE_LIMITED: 'The ad platform is limiting requests for this account. Please try again later.',
  AD_SOURCE_PLATFORM_DOWN: 'The ad platform is not answering right now. Please try again later.',
  AD_SOURCE_REJECTED: 'The ad platform refused the request.',
  AD_SOURCE_CURRENCY_UNKNOWN: 'The ad account reports in a currency the studio cannot convert to US dollars.',
  AD_SOURCE_PLATFORM_UNSUPPORTED:
    'Reading ad accounts from this platform is not supported yet. Upload an export instead.',
  AD_SCOPE_INVALID:
    'The ad dashboard’s scope is invalid: name at least one dataset and a date range of valid days, from before to.',
  AD_PIVOT_INVALID:
    'The custom table needs one to three different dimensions and one or more different metrics from the offered lists.',
  AD_DATASET_BUSY: 'This ad data is being parsed or synced. Wait until it finishes, then try again.',
  AD_ACCOUNT_TAKEN: 'This ad account is already bound in this team.',
  AD_COVER_TOO_LARGE: 'The image size may not exceed 10 MB.',
  AD_COVER_TOO_WIDE: 'The image is wider than the maximum width allowed.',
  AD_COVER_TOO_TALL: 'The image is taller than the maximum height allowed.',
  AD_COVER_NOT_IMAGE: 'Choose a PNG, JPEG, GIF or WebP image.',
  AD_TOKEN_REQUIRED: "Enter the ad account's access token.",
  AD_TOKEN_UNREADABLE:
    "The saved access token was sealed with another MAIL_SECRET_KEY: enter the account's token again, or restore the old key.",
  AD_AD_UNKNOWN: 'This ad is not in the data.',
  AD_UPLOAD_LOST: 'The uploaded file was lost before it could be read. Upload it again.',
  AD_DASHBOARD_SOURCE_UNUSABLE:
    'This ad data failed to import and holds no rows: upload the file again (or fix the account and sync it), then choose it.',
  AD_DASHBOARD_OTHER_CLIENT:
    "This ad data belongs to another client than the dashboard: choose the dashboard client's data, or file the data under that client first.",
  AD_DASHBOARD_COMPONENT_KIND:
    'An ad dashboard takes only ad (AD) components; add social components to a social (MK) dashboard.',
  AD_DASHBOARD_REQUIRED: 'This is not an ad dashboard: its settings are changed with the dashboard builder.',
  AD_DASHBOARD_NOT_MK:
    'This is an ad dashboard: it follows its ad data, so it has no collection, update frequency or posts. Change its dates and data in its settings.',
};

/**
 * The one error type of the server: a code from the shared table, a message, optional field issues, and for a
 * refusal that ends by itself (10105) the seconds until it does.
 */
export class AppError extends Error {
  readonly code: ErrorCodeName;
  readonly issues?: Issue[];
  retryAfterSeconds?: number;

  constructor(code: ErrorCodeName, message?: string, issues?: Issue[]) {
    super(message ?? defaultMessage[code]);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  /** A 10105 that says when to come back: `retry_after_seconds` in the envelope and the Retry-After header. */
  static tooManyAttempts(waitMs: number): AppError {
    const err = new AppError('TOO_MANY_ATTEMPTS');
    err.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return err;
  }

  get status(): number {
    return httpStatusOf[ErrorCode[this.code]];
  }
}

/**
 * An AppError whose message is already written for the user, in their language (a tool's failure): the chat shows
 * it as it is, where an AppError's own message (often a developer's English) is told by its code.
 */
export class UserFacingError extends AppError {}

export function errorEnvelope(err: AppError): Envelope<null> {
  const body: Envelope<null> = { code: ErrorCode[err.code], data: null, message: err.message };
  if (err.issues) body.issues = err.issues;
  if (err.retryAfterSeconds !== undefined) body.retry_after_seconds = err.retryAfterSeconds;
  return body;
}

/**
 * Turns anything thrown by a handler into the envelope. Unexpected errors are logged here, with their stack,
 * and answered as 10500 without any detail.
 */
export function toResponse(c: Context, err: unknown): Response {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorEnvelope(err), err.status as 400);
  }
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} failed: ${errorForLog(err)}`);
  const internal = new AppError('INTERNAL');
  return c.json(errorEnvelope(internal), internal.status as 500);
}

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { code: ErrorCode.OK, data, message: 'ok' };
  return c.json(body);
}

/**
 * The raw routes of ad data (multipart uploads and file downloads, outside the endpoint table), zod-free so a
 * screen can name them without loading the endpoint table's schemas. Their fields: src/lib/api/endpoints/ads.ts.
 */

/** `POST` multipart `file`, `name?`, `client_id?`, `dataset_id?` (a new file for that dataset) → a dataset. */
export const AD_DATA_UPLOAD_PATH = '/api/ad_data/add';
/** `POST` multipart `file`, `account_currency?` → the file's problems, nothing written. */
export const AD_DATA_CHECK_PATH = '/api/ad_data/check';
/** `GET` `?format=csv|xlsx&lang=zh|en` → the ad data template (a file, not an envelope). */
export const AD_DATA_TEMPLATE_PATH = '/api/ad_data/template';
/** `POST` multipart `dataset_id`, `ad_id`, `max_width?`, `max_height?`, `file` → the cover's address and size. */
export const AD_COVER_UPLOAD_PATH = '/api/ad_data/cover/upload';
/** `GET` a cover's bytes by dataset and content hash (public: an img tag sends no token). */
export const AD_COVER_FILE_PATH = '/api/ad_data/cover/{dataset_id}/{sha256}';

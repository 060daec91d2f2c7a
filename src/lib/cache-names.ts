/**
 * Cache Storage names the service worker fills, in one place so sign-out can empty the personal
 * ones. API answers are never put in Cache Storage: only the app shell (precache) and uploaded files.
 */
export const MEDIA_CACHE = 'terren-media';

/**
 * The IndexedDB database where Workbox's ExpirationPlugin kept every cached file's URL (versions
 * before issue 38). Nothing writes it now; sign-out and the worker's activation delete what a
 * device still holds.
 */
export const OLD_EXPIRATION_DB = 'workbox-expiration';

/**
 * App code left out of the precache (charts, the rich-text editor, screens the field does not
 * use): stored when first fetched or when the page asks at idle. Not personal: sign-out keeps it.
 */
export const ON_USE_CODE_CACHE = 'terren-code-on-use';

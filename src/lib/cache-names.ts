/**
 * Cache Storage names the service worker fills, in one place so sign-out can empty the personal
 * ones. API answers are never put in Cache Storage: only the app shell (precache) and uploaded files.
 */
export const MEDIA_CACHE = 'terren-media';

/** The text patterns the server checks and the forms check first, so a form accepts no less and no more. */

/** Loose on purpose: one @, something on each side and a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** http(s), a host with a dot, no spaces. */
export const WEB_ADDRESS_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]*$/i;

/** A calendar day, YYYY-MM-DD, in 1900–2099 (the shape only: 2025-02-30 passes). */
export const DAY_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

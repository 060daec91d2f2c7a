/**
 * The present of the server tests' demo data: the seed writes every date relative to it, and
 * tests whose expectations depend on dates run the app's clock at it too. Fixed, so a test's
 * "this month" and "ongoing" never move with the day it runs; the demo itself uses the real today.
 */
export const TEST_SEED_NOW = new Date('2025-05-01T08:00:00Z');

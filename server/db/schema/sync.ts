/** What lets a device order a list download against its own acknowledged changes. */
import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * The server's change watermark (see server/http/watermark.ts). Not a row counter: only its order
 * matters. A list answer takes a fresh value before its query; a write's answer reads the last
 * value handed out after its commit.
 */
export const syncWatermark = pgSequence('sync_watermark', { startWith: 1, increment: 1, cache: 1 });

/**
 * The whole drizzle schema, one file per area. drizzle.config.ts and `import * as schema` (the
 * drizzle client, the seed) read it from here; add a new area's file to this list.
 */
export * from './members';
export * from './auth';
export * from './permissions';
export * from './geography';
export * from './voters';
export * from './voting-day';
export * from './patronage';
export * from './notifications';
export * from './tasks';
export * from './coordinators';
export * from './media';
export * from './news';
export * from './member-area';
export * from './task-work';
export * from './reference-lists';
export * from './sync';
export * from './attendance-keys';
export * from './station-counts';
export * from './list-changes';

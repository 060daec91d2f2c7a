/**
 * The plain reference lists of the configuration screen (spec 01 "Reference-list configuration"):
 * name and description each. Task types, party roles, member roles and social networks live
 * beside the rows that use them (tasks.ts, members.ts, member-area.ts).
 */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';

const referenceColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
});

export const educationLevels = pgTable('education_levels', referenceColumns());
export const educations = pgTable('educations', referenceColumns());
export const employmentStatuses = pgTable('employment_statuses', referenceColumns());
export const employerTypes = pgTable('employer_types', referenceColumns());
export const employers = pgTable('employers', referenceColumns());
export const contributeTypes = pgTable('contribute_types', referenceColumns());
export const organisations = pgTable('organisations', referenceColumns());

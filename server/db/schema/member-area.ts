/** The member's own area: points history (dashboard) and social network accounts (profile). */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { memberTasks } from './tasks';

/**
 * Every point a member earned, with what earned it: the dashboard's points table and its month
 * sums read this, so a task's points stay as they were awarded even if the task changes later.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'Detyrë', 'Anëtar i ri', 'Referim', 'Aktivitet'… */
    activityType: text('activity_type').notNull(),
    activityName: text('activity_name').notNull(),
    points: integer('points').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'date' }).notNull(),
    memberTaskId: integer('member_task_id').references(() => memberTasks.id, { onDelete: 'set null' }),
  },
  // One award per assignment: completing a task twice (a retried request, a scan after it) pays once.
  (t) => [index('member_points_member_idx').on(t.memberId, t.earnedAt), uniqueIndex('member_points_member_task_key').on(t.memberTaskId)],
);

/** The social networks a profile can name (Facebook, Twitter, Instagram). */
export const socialMedias = pgTable('social_medias', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
});

/** A member's account on one network: at most one per network. */
export const memberSocialAccounts = pgTable(
  'member_social_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    socialMediaId: integer('social_media_id')
      .notNull()
      .references(() => socialMedias.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    userUrl: text('user_url').notNull(),
  },
  (t) => [uniqueIndex('member_social_accounts_member_media_key').on(t.memberId, t.socialMediaId)],
);

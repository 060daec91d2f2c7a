/** The home screen's reads: dashboard figures, notifications, news, and the uploaded files. */
import { z } from 'zod';
import { broughtMembers, dashboardData, dashboardMemberPoints, dashboardMemberTasks, dashboardPointsByMonth } from '../dashboard';
import { newsList, newsQuery } from '../news';
import { myNewNotifications, myNotifications, myNotificationsQuery } from '../notifications';
import { userNotifications } from '../tasks';
import { file, json, type ApiOperation } from './operation';

const DASHBOARD = 'Dashboard';
const NEWS = 'Notifications and news';

/** /media/<key>.<ext>: the route reads the name itself (every refusal is the same 404). */
const mediaFileParam = z.object({ file: z.string().describe('<32 hex digits>.<jpg|png|webp|pdf|docx|xlsx>') });

export const homeOperations: ApiOperation[] = [
  { id: 'dashboardData', method: 'GET', path: '/api/hr/dashboard-data/', tag: DASHBOARD, summary: "The member's own figures.", answer: json(dashboardData) },
  { id: 'dashboardMemberTasks', method: 'GET', path: '/api/hr/dashboard-member-tasks/', tag: DASHBOARD, summary: "The member's latest tasks.", answer: json(dashboardMemberTasks) },
  { id: 'dashboardMemberPoints', method: 'GET', path: '/api/hr/dashboard-member-points/', tag: DASHBOARD, summary: "The member's latest points.", answer: json(dashboardMemberPoints) },
  { id: 'dashboardPointsByMonth', method: 'GET', path: '/api/hr/dashboard-points-by-month/', tag: DASHBOARD, summary: "The member's points per month.", answer: json(dashboardPointsByMonth) },
  { id: 'dashboardBroughtMembers', method: 'GET', path: '/api/hr/dashboard-partymembers-brought-by/', tag: DASHBOARD, summary: 'The party members this member brought in.', answer: json(broughtMembers) },

  { id: 'userNotifications', method: 'GET', path: '/api/hr/usernotifications/', tag: NEWS, summary: "Counts of the member's unseen tasks and notifications.", answer: json(userNotifications) },
  { id: 'myNewNotifications', method: 'GET', path: '/api/sns/my-new-notifications/', tag: NEWS, summary: "The member's unread notifications.", answer: json(myNewNotifications) },
  { id: 'myNotifications', method: 'GET', path: '/api/sns/my-notifications/', tag: NEWS, summary: "The member's notifications, a page at a time.", query: myNotificationsQuery, answer: json(myNotifications) },
  { id: 'news', method: 'GET', path: '/api/news/news/', tag: NEWS, summary: 'News, newest first.', query: newsQuery, answer: json(newsList) },
  { id: 'mediaFile', method: 'GET', path: '/media/:file', tag: NEWS, summary: 'An uploaded photo or document the member may read; anything else is the same 404.', params: mediaFileParam, answer: file('application/octet-stream') },
];

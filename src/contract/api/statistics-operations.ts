/** Organisation-wide figures, for members holding the statistics permission. */
import {
  memberAddedQuery,
  memberAddedReport,
  memberPartyRoleQuery,
  memberPartyRoleReport,
  mobilityQuery,
  mobilityReport,
  monthTaskStatusQuery,
  monthTaskStatusReport,
  voterMemberQuery,
  voterMemberReport,
  voterMemberTotals,
  yearlyTaskQuery,
  yearlyTaskReport,
} from '../statistics';
import { liveTurnout, liveTurnoutQuery } from '../live-turnout';
import { json, type ApiOperation } from './operation';

const STATISTICS = 'Statistics';

export const statisticsOperations: ApiOperation[] = [
  { id: 'monthTaskStatusReport', method: 'GET', path: '/api/statistics/monthtaskstatusreport/', tag: STATISTICS, summary: 'Task statuses in a month.', query: monthTaskStatusQuery, answer: json(monthTaskStatusReport) },
  { id: 'yearlyTaskReport', method: 'GET', path: '/api/statistics/yearly-task-report/', tag: STATISTICS, summary: 'Tasks per month of a year.', query: yearlyTaskQuery, answer: json(yearlyTaskReport) },
  { id: 'memberAddedReport', method: 'GET', path: '/api/statistics/memberaddedreport/', tag: STATISTICS, summary: 'Members added per month of a year.', query: memberAddedQuery, answer: json(memberAddedReport) },
  { id: 'voterMemberTotals', method: 'GET', path: '/api/statistics/votermemberreport/', tag: STATISTICS, summary: 'Voters and party members in an area.', query: voterMemberQuery, answer: json(voterMemberTotals) },
  { id: 'voterMemberReport', method: 'GET', path: '/api/statistics/voter-member-report/', tag: STATISTICS, summary: 'Voters and party members per sub-area.', query: voterMemberQuery, answer: json(voterMemberReport) },
  { id: 'partyMembersMobility', method: 'GET', path: '/api/statistics/party-members-mobility/', tag: STATISTICS, summary: 'Party members by mobility.', query: mobilityQuery, answer: json(mobilityReport) },
  { id: 'liveTurnout', method: 'GET', path: '/api/turnout/', tag: STATISTICS, summary: 'Voters and votes marked per region, municipality or polling station (issue 33).', query: liveTurnoutQuery, answer: json(liveTurnout) },
  { id: 'memberPartyRole', method: 'GET', path: '/api/hr/memberpartyrole/', tag: STATISTICS, summary: 'Party members per party role.', query: memberPartyRoleQuery, answer: json(memberPartyRoleReport) },
];

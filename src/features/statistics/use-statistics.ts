import {
  memberAddedReport,
  memberPartyRoleReport,
  mobilityReport,
  monthTaskStatusReport,
  voterMemberReport,
  voterMemberTotals,
  yearlyTaskReport,
} from '../../contract/statistics';
import { reportPaths, type StatisticsFilters } from './filters';
import { useReport } from './use-report';

/** The seven statistics calls (spec 02 §7) under the screen's filters. */
export function useStatistics(userId: number | null, filters: StatisticsFilters) {
  const paths = reportPaths(filters);
  const reports = {
    totals: useReport(userId, paths.totals, voterMemberTotals),
    voterMember: useReport(userId, paths.voterMember, voterMemberReport),
    mobility: useReport(userId, paths.mobility, mobilityReport),
    roles: useReport(userId, paths.roles, memberPartyRoleReport),
    monthStatus: useReport(userId, paths.monthStatus, monthTaskStatusReport),
    yearly: useReport(userId, paths.yearly, yearlyTaskReport),
    added: useReport(userId, paths.added, memberAddedReport),
  };
  const all = Object.values(reports);
  const times = all.map((r) => r.at).filter((at): at is number => at !== null);
  return {
    reports,
    forbidden: all.some((r) => r.forbidden),
    /** The oldest copy on screen, for the 'as of' line. */
    at: times.length > 0 ? Math.min(...times) : null,
  };
}

export type Statistics = ReturnType<typeof useStatistics>;

import { Avatar, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import { useSession } from '../../../ui/session/session-context';
import { AsOfLine } from '../components/as-of-line';
import { BroughtMembersTable } from '../components/brought-members-table';
import { DashboardStats } from '../components/dashboard-stats';
import { MemberPointsTable } from '../components/member-points-table';
import { MemberTasksTable } from '../components/member-tasks-table';
import { PointsChartCard } from '../components/points-chart-card';
import { DASHBOARD_NS } from '../i18n/namespace';
import { useDashboard } from '../use-dashboard';

/** The member's dashboard (spec 02 §2.1): welcome, counts, points, totals, a chart and three tables. */
export default function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { auth, fullName, data } = useSession();
  const [params] = useSearchParams();
  const photo = data.member?.photo ?? null;
  const dashboard = useDashboard(auth?.userId ?? null);
  const { figures } = dashboard;

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <HStack gap="4" align="center" flexWrap="wrap">
            <Avatar.Root size="2xl">
              <Avatar.Fallback name={fullName} />
              <MediaAvatarImage photo={photo} />
            </Avatar.Root>
            <Stack gap="1" flex="1" minW="200px">
              <Heading as="h1" size="xl">
                {t('welcome', { name: fullName })}
              </Heading>
              {params.get('special') === '1' && <Text fontWeight="semibold">{t('special')}</Text>}
              <HStack gap="4" flexWrap="wrap" color="fg.muted">
                <Text>
                  {t('membersAdded')}: <strong data-testid="members-added">{figures.members_added}</strong>
                </Text>
                <Text>
                  {t('tasksFinished')}: <strong data-testid="welcome-tasks-finished">{figures.tasks.finished}</strong>
                </Text>
              </HStack>
              <AsOfLine at={dashboard.at} />
            </Stack>
            <Button asChild variant="outline" size="lg">
              <RouterLink to="/profile">{t('seeProfile')}</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <DashboardStats figures={figures} />
      <PointsChartCard data={dashboard.months} />
      <MemberTasksTable rows={dashboard.tasks} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <MemberPointsTable rows={dashboard.points} />
        <BroughtMembersTable rows={dashboard.brought} />
      </SimpleGrid>
    </Stack>
  );
}

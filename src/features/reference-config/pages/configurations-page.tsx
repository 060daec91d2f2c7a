import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TASK_CREATOR_PERMISSION } from '../../../contract/task-creator';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { useSession } from '../../../ui/session/session-context';
import { ConfigTabs } from '../components/config-tabs';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import { FIRST_LIST, isReferenceList } from '../lists';

/**
 * /configurations: the reference lists that fill the app's dropdowns, for members holding 'Detyra'
 * (the server refuses changes from anyone else with a 404). `?list=` keeps the open sub-tab across
 * a reload and in a shared link.
 */
export default function ConfigurationsPage() {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const { auth, permissionCodes } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('list');
  const list = isReferenceList(asked) ? asked : FIRST_LIST;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      {permissionCodes.includes(TASK_CREATOR_PERMISSION) ? (
        <ConfigTabs userId={auth?.userId ?? null} list={list} onSelect={(next) => setParams({ list: next }, { replace: true })} />
      ) : (
        <NoAccess testId="configurations-no-access" />
      )}
    </Stack>
  );
}

import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskStatusCode } from '../../../contract/member-tasks';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

const BANNER_STATUS = { completed: 'success', ongoing: 'info', unfinished: 'error' } as const;

/** 'Përfunduar', 'Në proces' or 'E pakryer' (spec 02 §2.4, §4), with the refusal when there is one. */
export function StatusBanner({ status, refused }: { status: TaskStatusCode; refused: boolean }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  return (
    <Alert.Root status={BANNER_STATUS[status]} data-testid="status-banner" data-status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`status.${status}`)}</Alert.Title>
        {refused && <Alert.Description>{t('view.refusedNote')}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

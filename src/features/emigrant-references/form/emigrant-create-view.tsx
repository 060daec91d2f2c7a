import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../contract/patronaged-voters';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { EMIGRANT_NS } from '../i18n/namespace';
import { createEmigrantReference } from '../store';
import { EmigrantForm } from './emigrant-form';
import { formValuesOf, type EmigrantFormOutput } from './emigrant-form-schema';

interface EmigrantCreateViewProps {
  userId: number;
  /** Undefined while the device's list is read. */
  countries: readonly Country[] | undefined;
  onBack: () => void;
  onCreated: () => void;
}

/** View 1, 'Referencë e re': written on the device (with or without signal) and sent when possible. */
export function EmigrantCreateView({ userId, countries, onBack, onCreated }: EmigrantCreateViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const [defaults] = useState(() => formValuesOf(null, null));

  const create = async ({ countryId, edit }: EmigrantFormOutput) => {
    const country = countries?.find((c) => c.id === countryId);
    if (!country) {
      // The select offers only listed countries; a list replaced meanwhile is the one way here.
      notifyError(t('form.countryRequired'));
      return;
    }
    try {
      await writeAndReport(() => createEmigrantReference(userId, country, edit), t('form.createSuccess'));
      onCreated();
    } catch (error) {
      console.error('emigrant-references: local create failed', error);
      notifyError(t('form.createFailure'));
    }
  };

  return (
    <Stack gap="4" data-testid="emigrant-create-view">
      <ViewHeader title={t('form.createTitle')} onBack={onBack} backTestId="emigrant-back" />
      <EmigrantForm country={{ kind: 'choose', countries }} defaults={defaults} onSubmit={create} />
    </Stack>
  );
}

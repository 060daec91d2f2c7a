import { useState } from 'react';
import { Alert, Fieldset, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_STATUS_FLAGS, type DiasporaStatus } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference } from '../../../db/database';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { FormButtons } from '../form/form-buttons';
import { DIASPORA_NS } from '../i18n/namespace';
import { PickedVoter } from '../picker/picked-voter';
import { setDiasporaStatus } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';
import { EmigrantSummary } from './emigrant-summary';

interface StatusViewProps {
  userId: number;
  /** Undefined while the list is read; null when the reference is not (or no longer) in the list. */
  record: LocalDiasporaReference | null | undefined;
  /** The flags as the member last set them. */
  status: DiasporaStatus;
  /** The outbox row of the flags' change, if one waits or was stopped. */
  outbox: RowOutbox | undefined;
  lists: DiasporaLists;
  onClose: () => void;
}

const FLAG_LABELS: Readonly<Record<keyof DiasporaStatus, string>> = {
  per_registered: 'list.perRegistered',
  envelope_received: 'list.envelopeReceived',
  voted: 'list.voted',
};

/** View 3: the voter and emigrant data read-only, and the three voting flags (spec 02 §2.14). */
export function StatusView({ userId, record, status, outbox, lists, onClose }: StatusViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const value = record?.state.value ?? null;
  return (
    <Stack gap="4" data-testid="diaspora-status-view">
      <ViewHeader title={t('status.title')} onBack={onClose} backTestId="diaspora-back" />
      {record === undefined && <PleaseWait />}
      {(record === null || (record && value === null)) && <Text data-testid="diaspora-not-found">{t('common.notFound')}</Text>}
      {record && value && (
        <>
          <Stack as="section" gap="3" aria-labelledby="diaspora-voter-section">
            <Heading as="h3" size="sm" id="diaspora-voter-section">
              {t('form.voterSection')}
            </Heading>
            <PickedVoter voter={record.voter} />
          </Stack>
          <Stack as="section" gap="3" aria-labelledby="diaspora-emigrant-section">
            <Heading as="h3" size="sm" id="diaspora-emigrant-section">
              {t('status.emigrantSection')}
            </Heading>
            <EmigrantSummary value={value} lists={lists} />
          </Stack>
          {outbox?.state === 'attention' && outbox.lastError && (
            <Alert.Root status="error" data-testid="diaspora-status-attention">
              <Alert.Indicator />
              <Alert.Title>{outbox.lastError}</Alert.Title>
            </Alert.Root>
          )}
          {/* Keyed by reference: the switches start from that reference's flags. */}
          <FlagsForm key={record.outboxId ?? record.key} userId={userId} record={record} status={status} onClose={onClose} />
        </>
      )}
    </Stack>
  );
}

interface FlagsFormProps {
  userId: number;
  record: LocalDiasporaReference;
  status: DiasporaStatus;
  onClose: () => void;
}

function FlagsForm({ userId, record, status, onClose }: FlagsFormProps) {
  const { t } = useTranslation(DIASPORA_NS);
  // Taken once: a sync re-reads the flags, and the switches keep what the member set.
  const [flags, setFlags] = useState(status);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await writeAndReport(() => setDiasporaStatus(userId, record, flags), t('status.success'));
      onClose();
    } catch (error) {
      console.error('diaspora-references: local status change failed', error);
      notifyError(t('status.failure'));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="diaspora-status-form"
    >
      <Stack gap="4">
        <Fieldset.Root>
          <Fieldset.Legend>{t('status.flagsSection')}</Fieldset.Legend>
          <Stack gap="1" mt="2">
            {DIASPORA_STATUS_FLAGS.map((flag) => (
              <Switch.Root
                key={flag}
                size="lg"
                minH="44px"
                checked={flags[flag]}
                onCheckedChange={(details) => setFlags((current) => ({ ...current, [flag]: details.checked }))}
                data-testid={`diaspora-flag-${flag}`}
              >
                <Switch.HiddenInput name={flag} />
                <Switch.Control />
                <Switch.Label>{t(FLAG_LABELS[flag])}</Switch.Label>
              </Switch.Root>
            ))}
          </Stack>
        </Fieldset.Root>
        <FormButtons saving={saving} onClose={onClose} testIdPrefix="diaspora-status" />
      </Stack>
    </form>
  );
}

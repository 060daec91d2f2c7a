import { useMemo, useState } from 'react';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserSearch } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DiasporaVoter } from '../../../contract/diaspora-references';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { DIASPORA_NS } from '../i18n/namespace';
import { PickedVoter } from '../picker/picked-voter';
import { VoterPickerModal } from '../picker/voter-picker-modal';
import { createDiasporaReference } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';
import { FormButtons } from './form-buttons';
import { ListsMissing } from './lists-missing';
import { ReferenceFields } from './reference-fields';
import { createReferenceFormSchema, EMPTY_REFERENCE_FORM, type ReferenceFormOutput, type ReferenceFormValues } from './reference-form-schema';

interface NewReferenceViewProps {
  userId: number;
  online: boolean;
  lists: DiasporaLists;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * View 1: pick the voter (a national search, so online), then the reference's data. Once the
 * voter is picked the rest works with no signal: the reference is written on the device and sent
 * when possible.
 */
export function NewReferenceView({ userId, online, lists, onClose, onAdded }: NewReferenceViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const schema = useMemo(() => createReferenceFormSchema(t, { requireVoter: true, businessTypeIds: lists.businessTypeIds }), [t, lists.businessTypeIds]);
  const form = useForm<ReferenceFormValues, unknown, ReferenceFormOutput>({ resolver: zodResolver(schema), defaultValues: EMPTY_REFERENCE_FORM });
  const [voter, setVoter] = useState<DiasporaVoter | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const choose = (chosen: DiasporaVoter) => {
    setVoter(chosen);
    form.setValue('voter_id', String(chosen.id), { shouldValidate: form.formState.isSubmitted });
    setPickerOpen(false);
  };

  const onSubmit = async ({ edit }: ReferenceFormOutput) => {
    if (voter === null) return;
    setFailed(false);
    try {
      await writeAndReport(() => createDiasporaReference(userId, voter, edit), t('form.addSuccess'));
      onAdded();
    } catch (error) {
      // Only the device's own write can fail here (quota, IndexedDB): the spec's error alert says so.
      console.error('diaspora-references: local create failed', error);
      setFailed(true);
    }
  };

  return (
    <Stack gap="4" data-testid="diaspora-new-view">
      <ViewHeader title={t('form.newTitle')} onBack={onClose} backTestId="diaspora-back" />
      <ListsMissing lists={lists} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} data-testid="diaspora-reference-form">
        <Stack gap="5">
          <Stack as="section" gap="3" aria-labelledby="diaspora-voter-section">
            <Heading as="h3" size="sm" id="diaspora-voter-section">
              {t('form.voterSection')}
            </Heading>
            <PickedVoter voter={voter} emptyText={t('form.voterRequired')} />
            {!online && (
              <Alert.Root status="info" data-testid="diaspora-picker-needs-connection">
                <Alert.Indicator />
                <Alert.Title>{t('picker.needsConnection')}</Alert.Title>
              </Alert.Root>
            )}
            <Button alignSelf="start" variant="outline" minH="44px" onClick={() => setPickerOpen(true)} data-testid="diaspora-open-picker">
              <UserSearch aria-hidden />
              {t(voter === null ? 'picker.open' : 'picker.change')}
            </Button>
          </Stack>
          <ReferenceFields form={form} lists={lists} mode="new" />
          {failed && (
            <Alert.Root status="error" data-testid="diaspora-add-failure">
              <Alert.Indicator />
              <Alert.Title>{t('form.addFailure')}</Alert.Title>
            </Alert.Root>
          )}
          <FormButtons saving={form.formState.isSubmitting} saveDisabled={voter === null} onClose={onClose} testIdPrefix="diaspora-new" />
        </Stack>
      </form>
      {/* Outside the form: the picker's own form must not submit this one (React events cross portals). */}
      <VoterPickerModal open={pickerOpen} userId={userId} online={online} onClose={() => setPickerOpen(false)} onChoose={choose} />
    </Stack>
  );
}

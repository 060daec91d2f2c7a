import { useMemo, useState } from 'react';
import { Alert, Button, Field, Heading, Input, Separator, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, UserSearch } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VoterSearchResult } from '../../../contract/referred-voters';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { OUTREACH_NS } from '../i18n/namespace';
import { addReferral, AlreadyReferredError } from '../store';
import { ChosenVoter } from './chosen-voter';
import { NidSearch } from './nid-search';
import { createReferredAddSchema, type ReferredAddInput, type ReferredAddOutput } from './referred-add-schema';
import { VoterSearchModal } from './voter-search-modal';

interface ReferredAddViewProps {
  userId: number;
  online: boolean;
  /** Voters already in the member's list: a second referral of one is refused here. */
  referredVoterIds: ReadonlySet<number>;
  onBack: () => void;
  onAdded: () => void;
}

/**
 * View 1: choose a voter (by ID number, or by name in 'Lista e votuesve'; both need the server),
 * then the referrer's details. The referral is written on the device and sent when possible.
 */
export function ReferredAddView({ userId, online, referredVoterIds, onBack, onAdded }: ReferredAddViewProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const schema = useMemo(() => createReferredAddSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReferredAddInput, unknown, ReferredAddOutput>({
    resolver: zodResolver(schema),
    defaultValues: { referues: '', referues_phone: '', comment: '' },
  });
  const [voter, setVoter] = useState<VoterSearchResult | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const duplicate = voter !== null && referredVoterIds.has(voter.id);

  const onSubmit = async (values: ReferredAddOutput) => {
    if (voter === null) return;
    if (duplicate) {
      notifyError(t('referred.alreadyReferred'));
      return;
    }
    try {
      await writeAndReport(() => addReferral(userId, voter, values), t('referred.addSuccess'));
      onAdded();
    } catch (error) {
      // The list on screen may lag the store by a moment: the store's own check has the last word.
      if (error instanceof AlreadyReferredError) {
        notifyError(t('referred.alreadyReferred'));
        return;
      }
      console.error('patronage-outreach: local add failed', error);
      notifyError(t('referred.addFailure'));
    }
  };

  const choose = (chosen: VoterSearchResult) => {
    setVoter(chosen);
    setModalOpen(false);
  };

  return (
    <Stack gap="4" data-testid="referred-add-view">
      <ViewHeader title={t('referred.addTitle')} onBack={onBack} backTestId="referred-back" />

      <Stack gap="3" as="section" aria-labelledby="referred-voter-section">
        <Heading as="h3" size="sm" id="referred-voter-section">
          {t('referred.voterSection')}
        </Heading>
        <ChosenVoter voter={voter} />
        {duplicate && (
          <Alert.Root status="warning" data-testid="referred-duplicate">
            <Alert.Indicator />
            <Alert.Title>{t('referred.alreadyReferred')}</Alert.Title>
          </Alert.Root>
        )}
        {!online && (
          <Alert.Root status="info" data-testid="referred-search-offline">
            <Alert.Indicator />
            <Alert.Title>{t('referred.searchNeedsConnection')}</Alert.Title>
          </Alert.Root>
        )}
        <NidSearch online={online} onChoose={choose} />
        <Button alignSelf="start" variant="outline" minH="44px" onClick={() => setModalOpen(true)} data-testid="open-voter-search">
          <UserSearch aria-hidden />
          {t('referred.openNameSearch')}
        </Button>
      </Stack>

      <Separator />

      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="referred-add-form">
        <Stack gap="3">
          <Field.Root invalid={Boolean(errors.referues)} required>
            <Field.Label>{t('referred.referrer')}</Field.Label>
            <Input autoComplete="off" maxLength={100} {...register('referues')} />
            <Field.ErrorText>{errors.referues?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.referues_phone)} required>
            <Field.Label>{t('referred.referrerPhone')}</Field.Label>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={20} {...register('referues_phone')} />
            <Field.ErrorText>{errors.referues_phone?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('referred.comment')}</Field.Label>
            <Textarea rows={3} maxLength={1000} autoCapitalize="sentences" {...register('comment')} />
          </Field.Root>
          {/* The theme's solid button, not green: white on green.600 is 3.3:1, under axe's 4.5:1. */}
          <Button
            type="submit"
            alignSelf="start"
            minH="44px"
            disabled={voter === null || duplicate}
            loading={isSubmitting}
            loadingText={t('common.save')}
            data-testid="referred-save"
          >
            <Save aria-hidden />
            {t('common.save')}
          </Button>
        </Stack>
      </form>

      <VoterSearchModal open={modalOpen} online={online} onClose={() => setModalOpen(false)} onChoose={choose} />
    </Stack>
  );
}

import { Alert, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DiasporaVoter } from '../../../contract/diaspora-references';
import { DIASPORA_NS } from '../i18n/namespace';
import { VoterSearch } from './voter-search';

interface VoterPickerModalProps {
  open: boolean;
  userId: number;
  online: boolean;
  onClose: () => void;
  onChoose: (voter: DiasporaVoter) => void;
}

/** 'Search and select the voter' (spec 02 §2.14): a wide modal over the national voter search. */
export function VoterPickerModal({ open, userId, online, onClose, onChoose }: VoterPickerModalProps) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside" placement="top">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="2" maxW="5xl" data-testid="diaspora-picker">
            <Dialog.Header>
              <Dialog.Title>{t('picker.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!online && (
                <Alert.Root status="info" mb="3" data-testid="diaspora-picker-offline">
                  <Alert.Indicator />
                  <Alert.Title>{t('picker.needsConnection')}</Alert.Title>
                </Alert.Root>
              )}
              {/* Mounted only while open: every opening starts a fresh search. */}
              {open && <VoterSearch userId={userId} online={online} onChoose={onChoose} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

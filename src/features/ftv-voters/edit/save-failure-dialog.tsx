import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FTV_NS } from '../i18n/namespace';

/**
 * Spec 02 §8: a failed first-time-voter edit says 'A mistake occurred while modifying the
 * reference!' in a modal headed 'VHP preference' (not a toast), laid out as the diaspora one.
 */
export function SaveFailureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(FTV_NS);
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="ftv-save-failure">
            <Dialog.Header>
              <Dialog.Title>{t('form.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('form.failure')}</Dialog.Body>
            <Dialog.Footer>
              <Button size="lg" onClick={onClose}>
                {t('form.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

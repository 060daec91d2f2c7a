import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';

/** The spec's edit failure (§8): a modal titled 'Modify the diaspora reference' with the message. */
export function EditFailureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="diaspora-edit-failure">
            <Dialog.Header>
              <Dialog.Title>{t('form.editTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('form.editFailure')}</Dialog.Body>
            <Dialog.Footer>
              <Button size="lg" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Asks before a refused change is thrown away, naming exactly what is lost. */
export function DiscardDialog({ what, onConfirm, onCancel }: { what: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={what !== null} role="alertdialog" onOpenChange={(details) => !details.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="sync-discard-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('sync.discardTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('sync.discardBody', { what: what ?? '' })}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" size="lg" onClick={onCancel}>
                {t('sync.cancel')}
              </Button>
              <Button colorPalette="red" size="lg" onClick={onConfirm} data-testid="sync-discard-confirm">
                {t('sync.discard')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuLinks } from '../menu/menu-links';
import { useMenu } from './use-menu';

/** The side menu as a drawer: on phones, and in the horizontal layout's small-screen view. */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const sections = useMenu();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-terren-surface="">
            <Drawer.Header>
              <Drawer.Title>{t('menu.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" as="nav" aria-label={t('menu.navLabel')}>
              <MenuLinks sections={sections} variant="full" tone="light" onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

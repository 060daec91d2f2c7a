import { Button, CloseButton, Drawer, Portal, Stack, Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePreferences } from '../../ui/preferences/preferences-context';
import type { LayoutPrefs } from '../../ui/preferences/preferences';
import { ChoiceGroup } from './choice-group';

/** The settings side panel: layout, width, top bar, sidebar type, preloader (spec 01 §2 "Chrome"). */
export function LayoutSettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { prefs, setPreference } = usePreferences();
  const layout = prefs.layout;
  const set = <K extends keyof LayoutPrefs>(key: K, value: LayoutPrefs[K]) => setPreference('layout', { ...layout, [key]: value });

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-terren-surface="">
            <Drawer.Header>
              <Drawer.Title>{t('layoutSettings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <ChoiceGroup
                  label={t('layoutSettings.layout')}
                  value={layout.layout}
                  options={[
                    { value: 'vertical', label: t('layoutSettings.vertical') },
                    { value: 'horizontal', label: t('layoutSettings.horizontal') },
                  ]}
                  onChange={(value) => set('layout', value)}
                />
                <ChoiceGroup
                  label={t('layoutSettings.width')}
                  value={layout.width}
                  options={[
                    { value: 'fluid', label: t('layoutSettings.fluid') },
                    { value: 'boxed', label: t('layoutSettings.boxed') },
                  ]}
                  onChange={(value) => set('width', value)}
                />
                <ChoiceGroup
                  label={t('layoutSettings.topbar')}
                  value={layout.topbar}
                  options={[
                    { value: 'light', label: t('layoutSettings.light') },
                    { value: 'dark', label: t('layoutSettings.dark') },
                  ]}
                  onChange={(value) => set('topbar', value)}
                />
                <ChoiceGroup
                  label={t('layoutSettings.sidebar')}
                  value={layout.sidebar}
                  options={[
                    { value: 'dark', label: t('layoutSettings.dark') },
                    { value: 'light', label: t('layoutSettings.light') },
                    { value: 'compact', label: t('layoutSettings.compact') },
                  ]}
                  onChange={(value) => set('sidebar', value)}
                />
                <Switch.Root checked={layout.preloader} onCheckedChange={(details) => set('preloader', details.checked)} minH="44px">
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t('layoutSettings.preloaderOn')}</Switch.Label>
                </Switch.Root>
                <Switch.Root checked={prefs.sunlight} onCheckedChange={(details) => setPreference('sunlight', details.checked)} minH="44px">
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t('common.sunlight')}</Switch.Label>
                </Switch.Root>
                <Button asChild variant="outline" size="lg">
                  <RouterLink to="/settings" onClick={() => onOpenChange(false)}>
                    {t('layoutSettings.moreSettings')}
                  </RouterLink>
                </Button>
              </Stack>
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

import { Tabs, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReferenceListName } from '../../../contract/reference-lists';
import { REFERENCE_CONFIG_NS } from '../i18n/namespace';
import { CONFIG_TABS, tabOf } from '../lists';
import { ReferenceListPanel } from './reference-list-panel';

interface ConfigTabsProps {
  userId: number | null;
  list: ReferenceListName;
  onSelect: (list: ReferenceListName) => void;
}

/**
 * The four groups as vertical tabs, each with its lists as sub-tabs (spec 01 §2). On a phone the
 * groups become rows of tabs that wrap (a vertical column would leave the list no width, and a row
 * that scrolls sideways hides tabs behind a swipe nobody is told about).
 * Every panel stays mounted, so each list is fetched (and kept on the device for offline use)
 * when the screen opens, and a row half-edited in one sub-tab survives a visit to another.
 */
export function ConfigTabs({ userId, list, onSelect }: ConfigTabsProps) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const orientation = useBreakpointValue<'horizontal' | 'vertical'>({ base: 'horizontal', md: 'vertical' }) ?? 'vertical';
  const vertical = orientation === 'vertical';
  return (
    <Tabs.Root
      orientation={orientation}
      variant={vertical ? 'line' : 'enclosed'}
      value={tabOf(list)}
      onValueChange={({ value }) => {
        const tab = CONFIG_TABS.find((candidate) => candidate.key === value);
        if (tab) onSelect(tab.lists[0]);
      }}
      minW="0"
      data-testid="config-tabs"
    >
      <Tabs.List aria-label={t('tabsLabel')} flexWrap={vertical ? undefined : 'wrap'} minW={vertical ? '56' : undefined} maxW="full" flexShrink={0}>
        {CONFIG_TABS.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} minH="11" flexShrink={0} whiteSpace={vertical ? 'normal' : 'nowrap'}>
            {t(`tabs.${tab.key}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {CONFIG_TABS.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key} flex="1" minW="0" ps={vertical ? '4' : undefined} pt={vertical ? '0' : '3'}>
          <Tabs.Root value={list} onValueChange={({ value }) => onSelect(value as ReferenceListName)} variant="subtle" minW="0">
            <Tabs.List aria-label={t(`tabs.${tab.key}`)} maxW="full" flexWrap="wrap">
              {tab.lists.map((name) => (
                <Tabs.Trigger key={name} value={name} minH="11" flexShrink={0} whiteSpace="nowrap">
                  {t(`lists.${name}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tab.lists.map((name) => (
              <Tabs.Content key={name} value={name}>
                <ReferenceListPanel userId={userId} list={name} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

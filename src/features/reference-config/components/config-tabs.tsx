import { Tabs, useBreakpointValue } from '@chakra-ui/react';
import { useCallback } from 'react';
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
 * groups become a row that scrolls sideways: a vertical column would leave the table no width.
 * Every panel stays mounted, so each list is fetched (and kept on the device for offline use)
 * when the screen opens, and a row half-edited in one sub-tab survives a visit to another.
 */
export function ConfigTabs({ userId, list, onSelect }: ConfigTabsProps) {
  const { t } = useTranslation(REFERENCE_CONFIG_NS);
  const orientation = useBreakpointValue<'horizontal' | 'vertical'>({ base: 'horizontal', md: 'vertical' }) ?? 'vertical';
  const vertical = orientation === 'vertical';
  // A sideways-scrolling tab row on a phone: the open tab (from a link or a reload) is brought into view.
  const reveal = useCallback((trigger: HTMLButtonElement | null) => trigger?.scrollIntoView({ block: 'nearest', inline: 'nearest' }), []);
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
      <Tabs.List aria-label={t('tabsLabel')} overflowX={vertical ? undefined : 'auto'} minW={vertical ? '56' : undefined} maxW="full" flexShrink={0}>
        {CONFIG_TABS.map((tab) => (
          <Tabs.Trigger key={tab.key} ref={tab.key === tabOf(list) ? reveal : undefined} value={tab.key} minH="11" flexShrink={0} whiteSpace={vertical ? 'normal' : 'nowrap'}>
            {t(`tabs.${tab.key}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {CONFIG_TABS.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key} flex="1" minW="0" ps={vertical ? '4' : undefined} pt={vertical ? '0' : '3'}>
          <Tabs.Root value={list} onValueChange={({ value }) => onSelect(value as ReferenceListName)} variant="subtle" minW="0">
            <Tabs.List aria-label={t(`tabs.${tab.key}`)} overflowX="auto" maxW="full" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
              {tab.lists.map((name) => (
                <Tabs.Trigger key={name} ref={name === list ? reveal : undefined} value={name} minH="11" flexShrink={0} whiteSpace="nowrap">
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

import { Box, Breadcrumb, Card, Checkbox, Field, Fieldset, Heading, NativeSelect, RadioGroup, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePreferences } from '../../../ui/preferences/preferences-context';
import { THEME_COLORS, type NotificationPrefs } from '../../../ui/preferences/preferences';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../i18n/languages';
import { MAX_OFFSET_HOURS, MIN_OFFSET_HOURS, formatTime, offsetLabel } from '../../../lib/datetime';
import { SETTINGS_NS } from '../i18n/namespace';

/** A swatch per theme colour: the palette's solid colour (the dark choice shows near-black). */
const SWATCH: Record<(typeof THEME_COLORS)[number], string> = {
  dark: 'gray.900',
  light: 'gray.100',
  red: 'red.600',
  green: 'green.600',
  blue: 'blue.600',
  yellow: 'yellow.300',
  pink: 'pink.600',
  orange: 'orange.600',
};

const OFFSETS = Array.from({ length: MAX_OFFSET_HOURS - MIN_OFFSET_HOURS + 1 }, (_, i) => MIN_OFFSET_HOURS + i);

/** Personal settings, breadcrumb 'Konfigurime' (spec 01 §2). Everything stays on this device. */
export default function SettingsPage() {
  const { t } = useTranslation(SETTINGS_NS);
  const { t: tCommon } = useTranslation();
  const { prefs, setPreference } = usePreferences();
  const now = useNow();
  const notificationOptions: { key: keyof NotificationPrefs; label: string }[] = [
    { key: 'news', label: t('newsUpdates') },
    { key: 'events', label: t('upcomingEvents') },
    { key: 'messages', label: t('newMessages') },
  ];

  return (
    <Stack gap="6">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/dashboard">{tCommon('common.home')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{tCommon('common.settings')}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Box>
        <Heading as="h1" size="2xl">
          {tCommon('common.settings')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Box>

      <Card.Root data-terren-surface="">
        <Card.Body>
          <Stack gap="8">
            <RadioGroup.Root value={prefs.color} onValueChange={(details) => {
              const color = THEME_COLORS.find((c) => c === details.value);
              if (color) setPreference('color', color);
            }}>
              <RadioGroup.Label fontWeight="semibold" fontSize="md" mb="2" display="block">
                {t('themeColor')}
              </RadioGroup.Label>
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
                {THEME_COLORS.map((color) => (
                  <RadioGroup.Item
                    key={color}
                    value={color}
                    minH="44px"
                    px="3"
                    borderWidth="1px"
                    borderColor="border"
                    rounded="l2"
                    _checked={{ borderColor: 'colorPalette.solid', borderWidth: '2px' }}
                    data-testid={`color-${color}`}
                  >
                    <RadioGroup.ItemHiddenInput />
                    <Box boxSize="5" rounded="full" bg={SWATCH[color]} borderWidth="1px" borderColor="border.emphasized" aria-hidden />
                    <RadioGroup.ItemText>{t(`colors.${color}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </SimpleGrid>
            </RadioGroup.Root>

            <Stack gap="1">
              <Switch.Root checked={prefs.sunlight} onCheckedChange={(details) => setPreference('sunlight', details.checked)} minH="44px" size="lg">
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label fontWeight="semibold">{tCommon('common.sunlight')}</Switch.Label>
              </Switch.Root>
              <Text color="fg.muted">{t('sunlightHint')}</Text>
            </Stack>

            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <Field.Root>
                <Field.Label fontWeight="semibold">{tCommon('common.language')}</Field.Label>
                <NativeSelect.Root size="lg">
                  <NativeSelect.Field
                    value={prefs.language}
                    onChange={(event) => {
                      if (isLanguage(event.target.value)) setPreference('language', event.target.value);
                    }}
                  >
                    {LANGUAGES.map((language) => (
                      <option key={language} value={language} lang={language}>
                        {LANGUAGE_NAMES[language]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>

              <Field.Root>
                <Field.Label fontWeight="semibold">{t('timezone')}</Field.Label>
                <NativeSelect.Root size="lg">
                  <NativeSelect.Field value={String(prefs.timezone)} onChange={(event) => setPreference('timezone', Number(event.target.value))}>
                    {OFFSETS.map((offset) => (
                      <option key={offset} value={offset}>
                        {offset === 1 ? `${offsetLabel(offset)} ${t('tirana')}` : offsetLabel(offset)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText data-testid="time-preview">{t('timePreview', { time: formatTime(now) })}</Field.HelperText>
              </Field.Root>
            </SimpleGrid>

            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold" fontSize="md">
                {t('notifications')}
              </Fieldset.Legend>
              <Fieldset.Content>
                {notificationOptions.map((option) => (
                  <Checkbox.Root
                    key={option.key}
                    minH="44px"
                    checked={prefs.notifications[option.key]}
                    onCheckedChange={(details) => setPreference('notifications', { ...prefs.notifications, [option.key]: details.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Fieldset.Content>
            </Fieldset.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** The current instant as ISO text, refreshed every 30 s, for the time-zone preview. */
function useNow(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date().toISOString()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

import { Box, Flex, Icon, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MENU_ICONS } from './menu-icons';
import type { MenuSection } from './menu-rules';

export type MenuTone = 'dark' | 'light';

interface MenuLinksProps {
  sections: MenuSection[];
  /** full: icon + label; compact: icon only (label for assistive tech and as a tooltip); horizontal: one wrapped row. */
  variant: 'full' | 'compact' | 'horizontal';
  tone: MenuTone;
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate?: () => void;
}

const toneStyles = {
  dark: { color: 'gray.100', hoverBg: 'whiteAlpha.200', titleColor: 'gray.400' },
  light: { color: 'fg', hoverBg: 'bg.muted', titleColor: 'fg.muted' },
} as const;

/** The side menu's links (spec 01 §6); every link is at least 44 px tall for thumbs. */
export function MenuLinks({ sections, variant, tone, onNavigate }: MenuLinksProps) {
  const { t } = useTranslation();
  const styles = toneStyles[tone];
  const horizontal = variant === 'horizontal';
  const compact = variant === 'compact';

  const renderEntry = (entry: MenuSection['entries'][number]) => {
    const label = t(entry.labelKey);
    return (
      <Box as="li" key={entry.path}>
        <Link
          asChild
          display="flex"
          alignItems="center"
          justifyContent={compact ? 'center' : 'flex-start'}
          gap="3"
          minH="44px"
          px="3"
          rounded="l2"
          color={styles.color}
          textDecoration="none"
          fontWeight="medium"
          _hover={{ bg: styles.hoverBg, textDecoration: 'none' }}
          _currentPage={{ bg: 'colorPalette.solid', color: 'colorPalette.contrast' }}
          aria-label={compact ? label : undefined}
          title={compact ? label : undefined}
        >
          <NavLink to={entry.path} onClick={onNavigate} end>
            <Icon as={MENU_ICONS[entry.icon]} boxSize="5" flexShrink={0} aria-hidden />
            {!compact && <span>{label}</span>}
          </NavLink>
        </Link>
      </Box>
    );
  };

  // One wrapped row: group titles would only break the row into uneven pieces.
  if (horizontal)
    return (
      <Flex as="ul" wrap="wrap" gap="1" listStyleType="none" p="0" m="0">
        {sections.flatMap((section) => section.entries).map(renderEntry)}
      </Flex>
    );

  return (
    <Flex as="ul" direction="column" gap="3" listStyleType="none" p="0" m="0">
      {sections.map((section) => (
        <Box as="li" key={section.id}>
          {section.titleKey && !compact && (
            <Text px="3" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color={styles.titleColor}>
              {t(section.titleKey)}
            </Text>
          )}
          <Flex as="ul" direction="column" gap="0.5" listStyleType="none" p="0" m="0">
            {section.entries.map(renderEntry)}
          </Flex>
        </Box>
      ))}
    </Flex>
  );
}

import { Avatar, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MediaAvatarImage } from '../../ui/media/media-avatar-image';
import { useSession } from '../../ui/session/session-context';
import { DeferredMenu } from './deferred-menu';

const loadMenu = () => import('./user-menu-items');
const NO_PROPS = {};

/** The top bar's button with the member's photo and name; its menu is ./user-menu-items. */
export function UserMenu() {
  const { t } = useTranslation();
  const { fullName, data } = useSession();
  const photo = data.member?.photo ?? null;
  const trigger = (
    <Button variant="ghost" size="lg" color="inherit" px="1.5" aria-label={t('topbar.userMenu')} gap="2">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={fullName} />
        <MediaAvatarImage photo={photo} />
      </Avatar.Root>
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="160px" truncate>
        {fullName}
      </Text>
    </Button>
  );
  return <DeferredMenu load={loadMenu} trigger={trigger} props={NO_PROPS} />;
}

import { Avatar } from '@chakra-ui/react';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';

/** A member's photo, or their initials when there is none (or it fails to load). */
export function PersonAvatar({ name, photo }: { name: string; photo: string | null }) {
  return (
    <Avatar.Root size="sm">
      <Avatar.Fallback name={name} />
      <MediaAvatarImage photo={photo} />
    </Avatar.Root>
  );
}

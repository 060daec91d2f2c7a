import { Avatar } from '@chakra-ui/react';
import { mediaUrl } from '../../../api/http';

/** A member's photo, or their initials when there is none (or it fails to load). */
export function PersonAvatar({ name, photo }: { name: string; photo: string | null }) {
  return (
    <Avatar.Root size="sm">
      <Avatar.Fallback name={name} />
      {photo && <Avatar.Image src={mediaUrl(photo)} alt="" />}
    </Avatar.Root>
  );
}

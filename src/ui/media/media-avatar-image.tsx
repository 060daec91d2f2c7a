import { Avatar } from '@chakra-ui/react';
import { useMediaUrl } from './use-media-url';

/** An Avatar's photo from a /media/ address; until it is there (or when it is not to be had) the Avatar shows its fallback. */
export function MediaAvatarImage({ photo, alt = '' }: { photo: string | null | undefined; alt?: string }) {
  const src = useMediaUrl(photo);
  return src === undefined ? null : <Avatar.Image src={src} alt={alt} />;
}

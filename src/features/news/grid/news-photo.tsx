import { Box, Image } from '@chakra-ui/react';
import { Newspaper } from 'lucide-react';
import { mediaUrl } from '../../../api/http';

/**
 * A news photo from /media/ (the service worker keeps the ones already seen, so they show offline),
 * or a plain panel with an icon when the item has none.
 */
export function NewsPhoto({ photo, alt, height }: { photo: string | null; alt: string; height: string }) {
  if (photo === null) {
    return (
      <Box h={height} w="full" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" color="fg.muted" aria-hidden>
        <Newspaper size={40} />
      </Box>
    );
  }
  return <Image src={mediaUrl(photo)} alt={alt} h={height} w="full" objectFit="cover" loading="lazy" />;
}

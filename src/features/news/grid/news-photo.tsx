import { Box, Image } from '@chakra-ui/react';
import { Newspaper } from 'lucide-react';
import { useMediaUrl } from '../../../ui/media/use-media-url';

/**
 * A news photo from /media/ (fetched with the token; the service worker keeps the ones already
 * seen, so they show offline), or a plain panel with an icon when the item has none or the photo
 * is not to be had yet.
 */
export function NewsPhoto({ photo, alt, height }: { photo: string | null; alt: string; height: string }) {
  const src = useMediaUrl(photo);
  if (src === undefined) {
    return (
      <Box h={height} w="full" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" color="fg.muted" aria-hidden data-testid="news-photo-placeholder">
        <Newspaper size={40} />
      </Box>
    );
  }
  return <Image src={src} alt={alt} h={height} w="full" objectFit="cover" />;
}

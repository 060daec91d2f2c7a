import { useEffect, useState } from 'react';
import { readToken } from '../../api/auth-storage';
import { isServerFile } from '../../api/media-get';
import { loadMedia } from './media-loader';

const PASS_THROUGH = /^(https?:|blob:|data:)/;

/**
 * What an <img> can show for a photo address: our server's files are fetched with the token (an
 * <img> cannot send it) and shown as an object URL, revoked when the address changes or the
 * component goes; another site's address is used as it is. Undefined while loading, when the
 * member may not see the file, and offline when the device does not hold it: the caller shows its
 * placeholder (an Avatar its initials).
 */
export function useMediaUrl(path: string | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);
  const fetched = path && isServerFile(path) ? path : null;

  useEffect(() => {
    if (fetched === null) return;
    const token = readToken();
    if (token === null) return;
    let url: string | null = null;
    let gone = false;
    void loadMedia(fetched, token).then((blob) => {
      if (gone || blob === null) return;
      url = URL.createObjectURL(blob);
      setLoaded({ path: fetched, url });
    });
    return () => {
      gone = true;
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [fetched]);

  if (!path) return undefined;
  if (fetched === null) return PASS_THROUGH.test(path) ? path : undefined;
  return loaded?.path === fetched ? loaded.url : undefined;
}

import { useState, type ReactNode } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { readToken } from '../../api/auth-storage';
import { getMedia } from '../../api/media-get';
import { notifyError } from '../offline-list/notify';
import { saveFile } from '../save-file';

interface MediaFileLinkProps extends Omit<LinkProps, 'href' | 'onClick' | 'asChild'> {
  /** The file's /media/ address. */
  path: string;
  /** The name the download is saved under. */
  fileName: string;
  children: ReactNode;
}

/**
 * A document of a task, saved to the device when pressed: fetched with the token (a plain link
 * cannot send it) and handed to the browser's downloads. A button rather than a link, since there
 * is no address to open without the token. Offline, a file the service worker holds still saves.
 */
export function MediaFileLink({ path, fileName, children, ...linkProps }: MediaFileLinkProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const token = readToken();
    if (token === null) return;
    setBusy(true);
    try {
      saveFile(await getMedia(path, token), fileName);
    } catch (error) {
      notifyError(t(error instanceof ApiError && error.kind === 'network' ? 'media.offline' : 'media.notFound'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Link asChild colorPalette="blue" {...linkProps}>
      <button type="button" onClick={() => void save()} aria-busy={busy} data-testid="media-file-link">
        {children}
      </button>
    </Link>
  );
}

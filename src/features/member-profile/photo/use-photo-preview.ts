import { useCallback, useEffect, useRef, useState } from 'react';

interface Preview {
  file: File;
  url: string;
}

/** A chosen file and its object URL; the URL is revoked when the preview changes or the card goes. */
export function usePhotoPreview(): { file: File | null; url: string | null; set: (file: File | null) => void } {
  const [preview, setPreview] = useState<Preview | null>(null);
  const current = useRef<Preview | null>(null);
  const set = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file === null ? null : { file, url: URL.createObjectURL(file) };
    setPreview(current.current);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  return { file: preview?.file ?? null, url: preview?.url ?? null, set };
}

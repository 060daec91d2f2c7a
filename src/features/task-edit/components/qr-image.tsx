import { Image, Skeleton } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` drawn on the device (no call): loaded on its own so the page does not carry the encoder. */
export default function QrImage({ text, alt }: { text: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void QRCode.toDataURL(text, { width: 220, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
      if (!cancelled) setDrawn({ text, url });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (drawn?.text !== text) return <Skeleton boxSize="220px" />;
  return <Image src={drawn.url} alt={alt} boxSize="220px" data-testid="qr-image" />;
}

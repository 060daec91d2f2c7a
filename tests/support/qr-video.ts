import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const FRAMES = 10;
const QUIET_MODULES = 4;

/**
 * A Y4M clip (what Chromium's fake camera plays with --use-file-for-fake-video-capture) showing
 * `text` as a QR code: black modules on white with a quiet zone, grey chroma. Chromium opens the
 * file each time a page starts the camera, so a test can rewrite it between scans.
 */
export function qrVideo(text: string, { width: WIDTH, height: HEIGHT } = { width: 640, height: 480 }): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_MODULES;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / span);
  const left = Math.floor((WIDTH - span * scale) / 2);
  const top = Math.floor((HEIGHT - span * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + QUIET_MODULES) * scale;
      const x0 = left + (col + QUIET_MODULES) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(0, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

export function writeQrVideo(path: string, text: string, size?: { width: number; height: number }): void {
  writeFileSync(path, qrVideo(text, size));
}

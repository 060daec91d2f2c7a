/**
 * Draws the app icons (a bold "T" dropping into a ballot box on the theme colour) and writes them
 * as PNG files with node:zlib only, so no network or image tool is needed.
 * Run: `node --import tsx scripts/make-icons.ts` — outputs public/icons/*.png (committed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodePng } from './png';

type Rgba = readonly [number, number, number, number];

const THEME: Rgba = [0x1a, 0x2b, 0x4c, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const GOLD: Rgba = [0xf4, 0xb4, 0x00, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Shapes in unit coordinates (0…1), painted in order: later shapes cover earlier ones. */
const GLYPH: { x0: number; y0: number; x1: number; y1: number; color: Rgba }[] = [
  { x0: 0.22, y0: 0.6, x1: 0.78, y1: 0.8, color: GOLD }, // ballot box
  { x0: 0.34, y0: 0.6, x1: 0.66, y1: 0.645, color: THEME }, // its slot
  { x0: 0.24, y0: 0.2, x1: 0.76, y1: 0.34, color: WHITE }, // T crossbar
  { x0: 0.43, y0: 0.34, x1: 0.57, y1: 0.625, color: WHITE }, // T stem, into the slot
];

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Colour at a unit-space point. Maskable icons fill the square and keep the glyph in the 80 % safe zone. */
function sample(x: number, y: number, maskable: boolean): Rgba {
  if (!maskable && !inRoundedSquare(x, y, 0.22)) return CLEAR;
  const scale = maskable ? 0.72 : 1;
  const gx = (x - 0.5) / scale + 0.5;
  const gy = (y - 0.5) / scale + 0.5;
  let color = THEME;
  for (const s of GLYPH) if (gx >= s.x0 && gx < s.x1 && gy >= s.y0 && gy < s.y1) color = s.color;
  return color;
}

/** RGBA pixels, 4×4 supersampled for smooth edges. */
function render(size: number, maskable: boolean): Buffer {
  const SS = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < SS; sy += 1) {
        for (let sx = 0; sx < SS; sx += 1) {
          const [r, g, b, a] = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, maskable);
          // premultiplied, so transparent samples do not darken the edge
          acc[0]! += (r * a) / 255;
          acc[1]! += (g * a) / 255;
          acc[2]! += (b * a) / 255;
          acc[3]! += a;
        }
      }
      const n = SS * SS;
      const alpha = acc[3]! / n;
      const offset = (py * size + px) * 4;
      pixels[offset] = alpha ? Math.round(((acc[0]! / n) * 255) / alpha) : 0;
      pixels[offset + 1] = alpha ? Math.round(((acc[1]! / n) * 255) / alpha) : 0;
      pixels[offset + 2] = alpha ? Math.round(((acc[2]! / n) * 255) / alpha) : 0;
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const outputs = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-512-maskable.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync('public/icons', { recursive: true });
for (const { file, size, maskable } of outputs) {
  const png = encodePng(size, size, render(size, maskable));
  writeFileSync(`public/icons/${file}`, png);
  console.log(`public/icons/${file}: ${size}×${size}, ${png.length} bytes`);
}

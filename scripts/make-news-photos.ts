/**
 * Draws the demo news photos (flat landscapes: sky, sun, hills, a banner in the organisation's
 * colour) as small PNG files with node:zlib only, so no network or image tool is needed.
 * Run: `node --import tsx scripts/make-news-photos.ts` — outputs server/seed/news-photos/*.png
 * (committed; the demo seed stores them as media files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodePng } from './png';

type Rgb = readonly [number, number, number];

const WIDTH = 480;
const HEIGHT = 270;

interface Scene {
  sky: Rgb;
  sun: Rgb;
  far: Rgb;
  near: Rgb;
  banner: Rgb;
  /** Where the sun and the banner sit, 0…1 across. */
  sunX: number;
  bannerX: number;
  /** Hill waviness. */
  waves: number;
}

const scenes: Scene[] = [
  { sky: [135, 196, 235], sun: [255, 214, 90], far: [92, 150, 96], near: [58, 112, 64], banner: [26, 43, 76], sunX: 0.2, bannerX: 0.62, waves: 2 },
  { sky: [250, 190, 140], sun: [255, 240, 200], far: [170, 110, 90], near: [120, 70, 60], banner: [26, 43, 76], sunX: 0.75, bannerX: 0.2, waves: 3 },
  { sky: [60, 80, 140], sun: [240, 240, 255], far: [50, 60, 100], near: [30, 36, 70], banner: [244, 180, 0], sunX: 0.5, bannerX: 0.7, waves: 1.5 },
  { sky: [200, 230, 245], sun: [255, 200, 60], far: [130, 180, 120], near: [90, 140, 80], banner: [200, 40, 50], sunX: 0.85, bannerX: 0.35, waves: 4 },
  { sky: [170, 210, 230], sun: [255, 255, 255], far: [120, 130, 150], near: [80, 90, 110], banner: [26, 43, 76], sunX: 0.35, bannerX: 0.8, waves: 2.5 },
  { sky: [255, 220, 180], sun: [255, 150, 60], far: [200, 160, 100], near: [150, 110, 70], banner: [26, 43, 76], sunX: 0.6, bannerX: 0.15, waves: 1 },
  { sky: [120, 170, 220], sun: [255, 230, 120], far: [70, 130, 150], near: [40, 100, 120], banner: [244, 180, 0], sunX: 0.1, bannerX: 0.55, waves: 3.5 },
  { sky: [225, 225, 235], sun: [250, 210, 110], far: [150, 170, 140], near: [100, 125, 95], banner: [200, 40, 50], sunX: 0.7, bannerX: 0.3, waves: 2 },
  { sky: [150, 200, 250], sun: [255, 245, 170], far: [110, 160, 110], near: [70, 120, 75], banner: [26, 43, 76], sunX: 0.45, bannerX: 0.85, waves: 5 },
  { sky: [240, 170, 170], sun: [255, 235, 220], far: [150, 100, 120], near: [100, 60, 85], banner: [244, 180, 0], sunX: 0.9, bannerX: 0.45, waves: 1.2 },
];

function colourAt(scene: Scene, x: number, y: number): Rgb {
  const u = x / WIDTH;
  const v = y / HEIGHT;
  const farLine = 0.55 + 0.08 * Math.sin(u * Math.PI * scene.waves);
  const nearLine = 0.72 + 0.06 * Math.cos(u * Math.PI * scene.waves * 1.7 + 1);
  const inBannerPole = Math.abs(u - scene.bannerX) < 0.006 && v > 0.22 && v < nearLine;
  const inBanner = u > scene.bannerX && u < scene.bannerX + 0.16 && v > 0.22 && v < 0.36;
  if (inBanner) return scene.banner;
  if (inBannerPole) return [60, 60, 60];
  if (v > nearLine) return scene.near;
  if (v > farLine) return scene.far;
  const dx = (u - scene.sunX) * (WIDTH / HEIGHT);
  const dy = v - 0.25;
  if (dx * dx + dy * dy < 0.012) return scene.sun;
  return scene.sky;
}

const dir = 'server/seed/news-photos';
mkdirSync(dir, { recursive: true });
for (const [i, scene] of scenes.entries()) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const [r, g, b] = colourAt(scene, x, y);
      pixels.set([r, g, b, 255], (y * WIDTH + x) * 4);
    }
  }
  const file = `${dir}/news-${String(i + 1).padStart(2, '0')}.png`;
  const png = encodePng(WIDTH, HEIGHT, pixels);
  writeFileSync(file, png);
  console.log(`${file}: ${WIDTH}×${HEIGHT}, ${png.length} bytes`);
}

import { describe, expect, it } from 'vitest';
import { scaledSize } from './qr-frame';

describe('the frame the QR decoder reads', () => {
  it('is scaled down to 640 px on its longest side, keeping its shape', () => {
    expect(scaledSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(scaledSize(720, 1280)).toEqual({ width: 360, height: 640 });
  });

  it('is never scaled up', () => {
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});

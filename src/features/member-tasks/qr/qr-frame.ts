/** The longest side a frame is decoded at: a code filling a fair part of the view reads as well, at a fraction of the pixels. */
export const QR_FRAME_MAX_SIDE = 640;

/** `width` × `height` scaled down (never up) so the longest side is at most `max`. */
export function scaledSize(width: number, height: number, max = QR_FRAME_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A frame for the decoding worker: RGBA pixels, their buffer handed over rather than copied. */
export interface QrFrameMessage {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

export interface QrResultMessage {
  id: number;
  text: string | null;
}

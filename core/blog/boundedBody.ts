import { imageSize } from 'image-size';
import { SVG } from 'image-size/types/svg';

/**
 * a response body read into memory while it stays within maxBytes; past that the download is cancelled
 * at once and the answer is null, so a huge or endless body never fills memory. A Content-Length above
 * the cap is refused before a byte of the body is read.
 */
export async function readBounded(res: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    return null;
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** the image format the bytes hold ('png', 'jpg', 'gif', 'webp', 'avif', 'svg', …), as image-size reads it; null when none */
export function imageTypeOf(bytes: Uint8Array): string | null {
  try {
    return imageSize(bytes).type ?? null;
  } catch {
    // image-size wants a size too; an SVG that states none is still an SVG (the browser sizes it)
    return SVG.validate(bytes) ? 'svg' : null;
  }
}

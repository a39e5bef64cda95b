// Checks an uploaded file by its content, never by its name or declared type: the magic bytes
// must match and the structure must hold together (PNG chunk CRCs, JPEG segments and frame,
// WebP RIFF size, PDF header and trailer). Returns the real MIME type, or null.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_SIDE = 8192;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function isPng(b: Uint8Array): boolean {
  if (b.length < 57 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return false;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let pos = 8;
  let first = true;
  let sawData = false;
  while (pos + 12 <= b.length) {
    const len = view.getUint32(pos);
    const type = String.fromCharCode(b[pos + 4]!, b[pos + 5]!, b[pos + 6]!, b[pos + 7]!);
    const end = pos + 8 + len;
    if (end + 4 > b.length) return false;
    if (crc32(b, pos + 4, end) !== view.getUint32(end)) return false;
    if (first) {
      if (type !== 'IHDR' || len !== 13) return false;
      const w = view.getUint32(pos + 8);
      const h = view.getUint32(pos + 12);
      if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE) return false;
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end + 4 === b.length;
    pos = end + 4;
  }
  return false;
}

function isJpeg(b: Uint8Array): boolean {
  if (b.length < 128 || b[0] !== 0xff || b[1] !== 0xd8 || b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return false;
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return false;
    const marker = b[pos + 1]!;
    if (marker === 0xd9 || marker === 0xda) return false;
    const len = (b[pos + 2]! << 8) | b[pos + 3]!;
    if (len < 2 || pos + 2 + len > b.length) return false;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const h = (b[pos + 5]! << 8) | b[pos + 6]!;
      const w = (b[pos + 7]! << 8) | b[pos + 8]!;
      return w >= 1 && h >= 1 && w <= MAX_SIDE && h <= MAX_SIDE;
    }
    pos += 2 + len;
  }
  return false;
}

function isWebp(b: Uint8Array): boolean {
  if (b.length < 30) return false;
  const ascii = (s: number, e: number) => String.fromCharCode(...b.subarray(s, e));
  if (ascii(0, 4) !== 'RIFF' || ascii(8, 12) !== 'WEBP') return false;
  const size = b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24);
  return size + 8 === b.length && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(12, 16));
}

function isPdf(b: Uint8Array): boolean {
  if (b.length < 64) return false;
  const head = String.fromCharCode(...b.subarray(0, 8));
  const tail = String.fromCharCode(...b.subarray(Math.max(0, b.length - 1024)));
  return /^%PDF-\d\.\d/.test(head) && tail.includes('%%EOF');
}

export type CheckedMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

export function detectFile(bytes: Uint8Array, allowed: readonly CheckedMime[]): CheckedMime | null {
  const checks: [CheckedMime, (b: Uint8Array) => boolean][] = [
    ['image/png', isPng],
    ['image/jpeg', isJpeg],
    ['image/webp', isWebp],
    ['application/pdf', isPdf],
  ];
  for (const [mime, check] of checks) if (allowed.includes(mime) && check(bytes)) return mime;
  return null;
}

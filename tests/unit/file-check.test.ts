// Uploads are recognised by their content and structure, not by their name or declared type.
import { describe, expect, it } from 'vitest';
import { detectFile } from '../../server/security/file-check.ts';
import { png } from '../support/png.ts';

function jpeg(): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x20, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(9)]);
  const pad = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x62]), Buffer.alloc(0x60, 0x20)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, pad, sof, Buffer.from([0xff, 0xd9])]);
}

function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

describe('detectFile', () => {
  it('recognises PNG, JPEG and PDF by their structure', () => {
    expect(detectFile(png(), ['image/png', 'image/jpeg'])).toBe('image/png');
    expect(detectFile(jpeg(), ['image/png', 'image/jpeg'])).toBe('image/jpeg');
    expect(detectFile(pdf(), ['application/pdf'])).toBe('application/pdf');
  });

  it('refuses types that are not allowed even when they are genuine', () => {
    expect(detectFile(pdf(), ['image/png', 'image/jpeg'])).toBeNull();
    expect(detectFile(png(), ['application/pdf'])).toBeNull();
  });

  it('refuses a corrupted chunk, a truncated file, trailing bytes and absurd dimensions', () => {
    const bad = png();
    bad[bad.length - 16] = bad[bad.length - 16]! ^ 0x01;
    expect(detectFile(bad, ['image/png'])).toBeNull();
    expect(detectFile(png().subarray(0, 40), ['image/png'])).toBeNull();
    expect(detectFile(Buffer.concat([png(), Buffer.from('<script>')]), ['image/png'])).toBeNull();
    expect(detectFile(png(9000, 1), ['image/png'])).toBeNull();
  });

  it('refuses text dressed as an image', () => {
    expect(detectFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'.repeat(5)), ['image/png', 'image/jpeg', 'image/webp'])).toBeNull();
    expect(detectFile(Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(200), Buffer.from([0xff, 0xd9])]), ['image/jpeg'])).toBeNull();
  });
});

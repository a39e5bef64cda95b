// The local captcha: four characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// drawn as an SVG with rotated, offset glyphs, noise curves and dots. It stops casual scripts;
// a deployment facing determined bots plugs a stronger provider into CaptchaProvider.
import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '../../../domain/account/account-rules.ts';
import type { CaptchaChallenge, CaptchaProvider } from './captcha-provider.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 44;
const COLOURS = ['#1f4e8c', '#8c1f3d', '#2f6b2f', '#6b4a1f', '#4a1f6b', '#1f6b66'];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

export class SvgCaptchaProvider implements CaptchaProvider {
  readonly name = 'svg';

  create(): CaptchaChallenge {
    let answer = '';
    for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += pick([...ALPHABET]);
    const glyphs = [...answer]
      .map((ch, i) => {
        const x = 14 + i * 26 + randomInt(-3, 4);
        const y = 31 + randomInt(-4, 5);
        const rotate = randomInt(-25, 26);
        return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="DejaVu Sans Mono, monospace" font-size="${randomInt(24, 30)}" font-weight="bold" fill="${pick(COLOURS)}">${ch}</text>`;
      })
      .join('');
    const curves = Array.from({ length: 3 }, () => {
      const y1 = randomInt(4, HEIGHT - 4);
      const y2 = randomInt(4, HEIGHT - 4);
      return `<path d="M0 ${y1} C ${randomInt(20, 50)} ${randomInt(0, HEIGHT)}, ${randomInt(70, 100)} ${randomInt(0, HEIGHT)}, ${WIDTH} ${y2}" stroke="${pick(COLOURS)}" stroke-width="1.5" fill="none" opacity="0.7"/>`;
    }).join('');
    const dots = Array.from({ length: 30 }, () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(COLOURS)}" opacity="0.6"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f6fa"/>${dots}${glyphs}${curves}</svg>`;
    return { answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }
}

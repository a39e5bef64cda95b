// Real, scannable QR codes as SVG (qrcode package), and the site's named QR targets.
import QRCode from 'qrcode';

/** QR name (served as /media/qr/<name>.svg) -> the key of the `site` setting holding its URL. */
export const QR_TARGETS = {
  'mini-program': 'miniProgramUrl',
  'official-account': 'officialAccountUrl',
  'wechat-service': 'wechatServiceUrl',
  'mobile-site': 'mobileSiteUrl',
} as const;

export type QrName = keyof typeof QR_TARGETS;

export function isQrName(name: string): name is QrName {
  return Object.hasOwn(QR_TARGETS, name);
}

/** An SVG QR code (error correction M, 2-module quiet zone) for `text`. */
export async function renderQrSvg(text: string, size = 240): Promise<string> {
  if (text.length === 0) throw new RangeError('二维码内容不能为空');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: size, color: { dark: '#1f2328', light: '#ffffff' } });
}

/** The module matrix (true = dark) the SVG encodes; used to verify rendering. */
export function qrMatrix(text: string): boolean[][] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  return Array.from({ length: n }, (_, y) => Array.from({ length: n }, (_, x) => Boolean(qr.modules.get(y, x))));
}

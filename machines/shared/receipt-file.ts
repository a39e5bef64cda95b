// A picked transfer-receipt file (goods orders, credit repayments, service orders), checked before
// anything is sent with the server's limits (domain/orders/order-rules.ts): a PNG, JPEG, WebP image
// or a PDF of 1 byte to 5 MB. The server checks the content again.
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../domain/orders/order-rules.ts';

/** A picked file as the machine sees it (the app passes the browser's File). */
export interface ReceiptFile {
  name: string;
  size: number;
  type: string;
}

export type FileError = 'wrongType' | 'tooLarge' | 'emptyFile' | 'noFile';

export function checkReceiptFile(file: ReceiptFile): FileError | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  return null;
}

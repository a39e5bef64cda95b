// The spec's response envelope and page shape, as the server sends them and the SPA reads them.
export interface Envelope<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

// What an upload is for (issue 35, item 3): every purpose the upload store accepts, recorded on
// each upload row. The purpose decides who reads a private file besides its owner: the staff roles
// whose queue shows it (domain/staff/staff-routes.ts, UPLOAD_REVIEW_ROUTES).

export const UPLOAD_PURPOSES = [
  'avatar',
  'receipt',
  'service-receipt',
  'certification-licence',
  'certification-authorisation',
  'cooperation-licence',
  'cooperation-authorisation',
  'refundEvidence',
  'service-certificate',
  'service-attachment',
] as const;

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The purposes of files anyone with the URL may read. */
export type PublicUploadPurpose = 'avatar';

/** The purposes of private files: their owner and the staff of the queue that uses them. */
export type PrivateUploadPurpose = Exclude<UploadPurpose, PublicUploadPurpose>;

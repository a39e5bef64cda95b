// Input patterns several features' forms and schemas share: a mainland mobile number (accounts,
// addresses, certification, cooperation, services) and a password (members and staff).

/** Mainland mobile numbers: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
/** 8 to 20 characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{8,20}$';

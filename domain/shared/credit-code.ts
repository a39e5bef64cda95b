// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a
// 31-character alphabet (digits and capitals without I, O, S, V, Z). The 18th character is a
// check character over the first 17 (weights 3^i mod 31). Characters 9-17 are the organisation
// code (GB 11714), which carries its own check character in position 17.

export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;
const BASE = CREDIT_CODE_ALPHABET.length;

/** The 18th character for the first 17 characters, or null when they are not a valid prefix. */
export function creditCodeCheckChar(first17: string): string | null {
  const text = first17.toUpperCase();
  if (text.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(text[i]!);
    if (value < 0) return null;
    sum += value * CREDIT_WEIGHTS[i]!;
  }
  const check = (BASE - (sum % BASE)) % BASE;
  return CREDIT_CODE_ALPHABET[check]!;
}

/** True when the code has 18 characters of the alphabet and its check character matches. */
export function isValidCreditCode(code: string): boolean {
  const text = code.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(text)) return false;
  return creditCodeCheckChar(text.slice(0, 17)) === text[17];
}

/** The GB 11714 organisation-code check character for its first 8 characters (digits, capitals). */
export function organizationCodeCheckChar(first8: string): string | null {
  const text = first8.toUpperCase();
  if (!/^[0-9A-Z]{8}$/.test(text)) return null;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += parseInt(text[i]!, 36) * ORG_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** A full code from its parts: registration authority + entity kind (2), region (6), organisation body (8). */
export function buildCreditCode(prefix2: string, region6: string, orgBody8: string): string {
  const orgCheck = organizationCodeCheckChar(orgBody8);
  if (!orgCheck) throw new RangeError(`组织机构代码本体无效：${orgBody8}`);
  const first17 = `${prefix2}${region6}${orgBody8}${orgCheck}`.toUpperCase();
  const check = creditCodeCheckChar(first17);
  if (!check) throw new RangeError(`统一社会信用代码前17位无效：${first17}`);
  return first17 + check;
}

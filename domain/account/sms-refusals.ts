// How the wording of an SMS-code refusal (domain/shared/messages.ts) tells what it is about.

/** A refusal about the code: its wording starts with 验证码, or says it is dead or wrong. */
const CODE_WORDING = /^验证码|验证码已失效|验证码错误/;

/** The refusal's words are about the SMS code (sending it, or the code typed). */
export function isCodeWording(message: string): boolean {
  return CODE_WORDING.test(message);
}

/** The refusal is about sending a code (验证码发送过于频繁), not about the code typed. */
export function isAboutSending(message: string): boolean {
  return message.includes('发送');
}

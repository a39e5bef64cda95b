// What the shop needs from an image captcha: a challenge image and its answer.
export interface CaptchaChallenge {
  answer: string;
  /** An image as a data: URL the <img> shows. */
  image: string;
}

export interface CaptchaProvider {
  readonly name: string;
  create(): CaptchaChallenge;
}

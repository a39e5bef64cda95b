// What other features may use of the shell: the user agreement and privacy policy articles, and
// the error page of spec 2.8 (distribution shows it for 601).
export { fetchAgreement } from './api.ts';
export type { AgreementArticle, AgreementKind } from './api.ts';

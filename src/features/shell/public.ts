// What other features may use of the shell: the user agreement and privacy policy articles.
export { fetchAgreement } from './api.ts';
export type { AgreementArticle, AgreementKind } from './api.ts';

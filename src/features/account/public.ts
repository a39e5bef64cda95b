// What other features may use of the account feature: the login-policy challenge (issue 35 item 1)
// that the staff console's login shows too, and the proof fields of a token request.
export { proofQuery } from './api.ts';
export { challengeLogic } from './actors.ts';
export { challengeProof, LoginChallengeFields, useChallengeAnswers } from './components/login-challenge-fields.tsx';

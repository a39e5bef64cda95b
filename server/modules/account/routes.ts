// The account module's routes, one plugin per service it answers under: tokens, captcha, SMS
// codes, WeChat QR and the staff console's cookie login (system); the member record, registration, recovery and security (member).
import type { Routes } from '../../http/schemas.ts';
import memberRoutes from './member-routes.ts';
import openMemberRoutes from './open-member-routes.ts';
import profileRoutes from './profile-routes.ts';
import registerRoutes from './register-routes.ts';
import securityRoutes from './security-routes.ts';
import staffSessionRoutes from './staff-session-routes.ts';
import tokenRoutes from './token-routes.ts';
import verificationRoutes from './verification-routes.ts';

export const accountSystemRoutes: Routes = async (app) => {
  await app.register(tokenRoutes);
  await app.register(staffSessionRoutes);
  await app.register(verificationRoutes);
};

export const accountMemberRoutes: Routes = async (app) => {
  await app.register(memberRoutes);
  await app.register(registerRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  await app.register(openMemberRoutes);
};

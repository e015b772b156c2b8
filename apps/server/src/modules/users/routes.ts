import type { FastifyPluginAsync } from 'fastify';
import type { AuthService } from '../../auth/auth-service.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  createPasswordGuessLimits,
  type GuardPassword,
  type LimitAuth,
} from '../../http/auth-rate-limit.ts';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { meRoutes } from './me-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { signInService, type SignInService } from './sign-in.ts';

export type UserRoutesOptions = {
  config: Config;
  database: Database;
  authService: AuthService;
  limitAuth: LimitAuth;
  signIn: SignInService;
  /** Counts wrong passwords, at sign-in and wherever the current password is asked. */
  guardPassword: GuardPassword;
};

/** Accounts (SPEC §7 `/v1/users/*`, `/v2/public/users/{id}`, DESIGN §9 admin and onboarding). */
export const userRoutes: FastifyPluginAsync<
  Omit<UserRoutesOptions, 'signIn' | 'guardPassword'>
> = async (app, options) => {
  const routeOptions = {
    ...options,
    signIn: signInService(options.authService, options.database.db),
    guardPassword: createPasswordGuessLimits(app, options.config),
  };
  await app.register(signInRoutes, routeOptions);
  await app.register(meRoutes, routeOptions);
  await app.register(profileRoutes, routeOptions);
  await app.register(calendarFeedRoutes, routeOptions);
};

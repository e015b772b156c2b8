import { eq } from 'drizzle-orm';
import type { SignInMethod } from '@ordo/contract';
import type { Db } from '../../db/client.ts';
import { accounts, profiles, users, type UserRow } from '../../db/schema/index.ts';
import { OIDC_PROVIDER_ID } from '../../auth/better-auth.ts';

/**
 * Profile columns without the photo bytes, which only the photo route reads. The key column
 * comes first: drizzle decides a left-joined object is missing when its first column is null.
 */
const profileColumns = {
  userId: profiles.userId,
  bio: profiles.bio,
  company: profiles.company,
  job: profiles.job,
  website: profiles.website,
  xHandle: profiles.xHandle,
  emailUpdates: profiles.emailUpdates,
  photoVersion: profiles.photoVersion,
};

export type ProfileFields = {
  bio: string | null;
  company: string | null;
  job: string | null;
  website: string | null;
  xHandle: string | null;
  emailUpdates: boolean;
  photoVersion: number;
};

export type Account = {
  user: UserRow;
  profile: ProfileFields;
  signInMethods: SignInMethod[];
};

const emptyProfile: ProfileFields = {
  bio: null,
  company: null,
  job: null,
  website: null,
  xHandle: null,
  emailUpdates: false,
  photoVersion: 0,
};

/** A user with their profile and sign-in methods, or undefined when there is no such user. */
export async function loadAccount(db: Db, userId: string): Promise<Account | undefined> {
  const [row] = await db
    .select({ user: users, profile: profileColumns })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const providers = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const signInMethods: SignInMethod[] = [];
  if (providers.some((account) => account.providerId === 'credential')) {
    signInMethods.push('password');
  }
  if (providers.some((account) => account.providerId === OIDC_PROVIDER_ID)) {
    signInMethods.push('oidc');
  }
  return { user: row.user, profile: row.profile ?? emptyProfile, signInMethods };
}

/** A user's photo bytes (WebP), or undefined when they have none. */
export async function loadPhoto(db: Db, userId: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ photo: profiles.photo })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.photo ?? undefined;
}

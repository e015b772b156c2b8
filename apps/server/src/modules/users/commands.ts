import { eq, sql } from 'drizzle-orm';
import { applyOnboardingEvent, UnknownOnboardingEventError } from '@ordo/agenda';
import type { updateMeBodySchema } from '@ordo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { personalDataAreas, type PersonalDataArea } from './personal-data.ts';

type UpdateMe = z.output<typeof updateMeBodySchema>;

const profileKeys = ['bio', 'company', 'job', 'website', 'xHandle', 'emailUpdates'] as const;

/**
 * Applies a validated `PUT /v1/users/me` in one transaction: name and language on the user,
 * the other fields on the profile (created on first change), and the onboarding event through
 * packages/agenda's rules.
 */
export async function updateMe(db: Db, userId: string, body: UpdateMe): Promise<void> {
  await db.transaction(async (tx) => {
    const userChanges: Partial<typeof users.$inferInsert> = {};
    if (body.fullName !== undefined) userChanges.name = body.fullName;
    if (body.language !== undefined) userChanges.language = body.language;
    if (body.onboardingEvent !== undefined) {
      const [row] = await tx
        .select({ onboarding: users.onboarding })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      try {
        userChanges.onboarding = applyOnboardingEvent(row?.onboarding, body.onboardingEvent);
      } catch (error) {
        // The schema lets only known events through; this guards a schema that drifted.
        if (error instanceof UnknownOnboardingEventError) throw new AppError('VALIDATION_FAILED');
        throw error;
      }
    }
    if (Object.keys(userChanges).length > 0) {
      await tx
        .update(users)
        .set({ ...userChanges, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
    const profileChanges = Object.fromEntries(
      profileKeys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
    );
    if (Object.keys(profileChanges).length > 0) {
      await tx
        .insert(profiles)
        .values({ userId, ...profileChanges })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { ...profileChanges, updatedAt: new Date() },
        });
    }
  });
}

/** Sets a user's plan; undefined when there is no such user. */
export async function setPlan(
  db: Db,
  userId: string,
  plan: 'free' | 'pro',
  now: Date,
): Promise<Pick<typeof users.$inferSelect, 'id' | 'email' | 'plan'> | undefined> {
  const [updated] = await db
    .update(users)
    .set({ plan, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, plan: users.plan });
  return updated;
}

/** Stores a processed photo; each change bumps the version, so its URL changes too. */
export async function setPhoto(db: Db, userId: string, photo: Buffer, now: Date): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, photo, photoVersion: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { photo, photoVersion: sql`${profiles.photoVersion} + 1`, updatedAt: now },
    });
}

/** Removes the photo: version 0 means none, and the account shows no photo URL. */
export async function removePhoto(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(profiles)
    .set({ photo: null, photoVersion: 0, updatedAt: now })
    .where(eq(profiles.userId, userId));
}

/**
 * Deletes the account and everything personal: each area's rule first, then the user row,
 * which takes its sessions, sign-in methods and profile with it. All or nothing.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  areas: PersonalDataArea[] = personalDataAreas,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const area of areas) await area.erase(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** The sections every area adds to "Download my data", read in one consistent snapshot. */
export async function exportAreas(
  db: Db,
  userId: string,
  areas: PersonalDataArea[] = personalDataAreas,
): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const sections: Record<string, unknown> = {};
    for (const area of areas) sections[area.name] = await area.export(tx, userId);
    return sections;
  });
}

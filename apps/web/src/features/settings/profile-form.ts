import type { Language, Profile, UpdateMeBody } from '@ordo/contract';

export type ProfileDraft = {
  fullName: string;
  language: Language | 'auto';
  bio: string;
  company: string;
  job: string;
  website: string;
  xHandle: string;
  emailUpdates: boolean;
};

export function draftOf(profile: Profile): ProfileDraft {
  return {
    fullName: profile.fullName,
    language: profile.language ?? 'auto',
    bio: profile.bio ?? '',
    company: profile.company ?? '',
    job: profile.job ?? '',
    website: profile.website ?? '',
    xHandle: profile.xHandle ? `@${profile.xHandle}` : '',
    emailUpdates: profile.emailUpdates,
  };
}

/** Field → message key of what is wrong with it, checked before anything is sent. */
export function draftProblems(draft: ProfileDraft): Partial<Record<keyof ProfileDraft, string>> {
  const problems: Partial<Record<keyof ProfileDraft, string>> = {};
  if (!draft.fullName.trim()) problems.fullName = 'profile.errors.fullName';
  if (draft.website.trim() && !/^https?:\/\/[^\s]+\.[^\s]+/i.test(draft.website.trim())) {
    problems.website = 'profile.errors.website';
  }
  if (draft.xHandle.trim() && !/^@?[A-Za-z0-9_]{1,15}$/.test(draft.xHandle.trim())) {
    problems.xHandle = 'profile.errors.xHandle';
  }
  if (draft.bio.length > 1000) problems.bio = 'profile.errors.bio';
  return problems;
}

/** The `PUT /v1/users/me` body for a draft: every field, empty ones cleared. */
export function updateOf(draft: ProfileDraft): UpdateMeBody {
  return {
    fullName: draft.fullName.trim(),
    language: draft.language === 'auto' ? null : draft.language,
    bio: draft.bio.trim(),
    company: draft.company.trim(),
    job: draft.job.trim(),
    website: draft.website.trim(),
    xHandle: draft.xHandle.trim(),
    emailUpdates: draft.emailUpdates,
  };
}

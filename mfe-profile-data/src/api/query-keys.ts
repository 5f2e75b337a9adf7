import type { ProfileSectionKind } from '@careerforge/contract';

/** This remote's query keys, all under 'profile-data' so that no other remote's key meets them in the one query client they share. */
export const profileDataKeys = {
  all: ['profile-data'] as const,
  skills: () => [...profileDataKeys.all, 'skills'] as const,
  career: () => [...profileDataKeys.all, 'career'] as const,
  education: () => [...profileDataKeys.all, 'education'] as const,
  profileSection: (kind: ProfileSectionKind) => [...profileDataKeys.all, 'profile-sections', kind] as const,
};

/**
 * This remote's query keys, all under 'preferences' so that no other remote's key meets them in the
 * one query client they share. The profile is not here: its key is shared (`sharedKeys.userInfo`).
 */
export const preferencesKeys = {
  all: ['preferences'] as const,
  userSettings: (sub: string) => [...preferencesKeys.all, 'user-settings', sub] as const,
};

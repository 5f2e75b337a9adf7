/** This remote's own query keys; the profile's key is shared with the shell (`userInfoQueryKey`). */
export const queryKeys = {
  userSettings: (sub: string) => ['user-settings', sub] as const,
};

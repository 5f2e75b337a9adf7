/** This remote's query keys, namespaced so they never meet another remote's in a shared cache. */
export const queryKeys = {
  skills: ['profile-data', 'skills'],
  career: ['profile-data', 'career'],
  education: ['profile-data', 'education'],
} as const;

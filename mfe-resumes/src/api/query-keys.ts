/** This remote's query keys, all under 'resumes' so that no other remote's key meets them in the one query client they share. */
export const resumesKeys = {
  all: ['resumes'] as const,
  list: () => [...resumesKeys.all, 'list'] as const,
  resume: (id: number) => [...resumesKeys.all, 'resume', id] as const,
};

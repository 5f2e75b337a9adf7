/**
 * A degree as one line ('MSc Computer Science', 'Bachelor of Arts in History') and JSON Resume's
 * `studyType` and `area`. Splitting is undone exactly by joining, so a degree survives a round trip;
 * one that cannot be split that way stays whole in `studyType`.
 */

/** 'MSc', 'BA', 'PhD', 'B.S.': a short capitalised token with a second capital or a dot. */
function isAbbreviation(word: string): boolean {
  return /^[A-Z][A-Za-z.]{0,6}$/.test(word) && (/^.[^A-Z]*[A-Z]/.test(word) || word.includes('.'));
}

export function joinDegree(studyType: string, area: string): string {
  const type = studyType.trim();
  const field = area.trim();
  if (!field) return type;
  if (!type) return field;
  return isAbbreviation(type) ? `${type} ${field}` : `${type} in ${field}`;
}

export function splitDegree(degree: string): { studyType: string; area?: string } {
  const text = degree.trim();
  // 'MSc in Physics' is not split: its area would read 'in Physics'.
  const abbreviated = /^(\S+)\s+(?!(?:in|of)\s)(.+)$/.exec(text);
  const spelledOut = /^(.+?)\s+in\s+(.+)$/.exec(text);
  for (const match of [abbreviated, spelledOut]) {
    const [, studyType = '', area = ''] = match ?? [];
    if (match && joinDegree(studyType, area) === text) return { studyType, area };
  }
  return { studyType: text };
}

export interface SubjectKey {
  name: string;
  keywords: string;
}

/** "Ｎｉｋｅ + Running  Shoes" and "nike+running shoes" read the same: NFKC, lower case, no white space. */
export function normalizeSubjectText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

function sameSubject(a: SubjectKey, b: SubjectKey): boolean {
  const keywords = normalizeSubjectText(a.keywords);
  const name = normalizeSubjectText(a.name);
  return (
    (keywords !== '' && keywords === normalizeSubjectText(b.keywords)) ||
    (name !== '' && name === normalizeSubjectText(b.name))
  );
}

/**
 * Whether two lists name the same set of subjects: as many on each side, and each one paired with a different
 * one of the other side that has the same keyword query or the same name. Subjects are few (at most 5), so
 * trying the pairings is cheap.
 */
export function sameSubjects(wanted: readonly SubjectKey[], existing: readonly SubjectKey[]): boolean {
  if (wanted.length !== existing.length) return false;
  const taken = new Set<number>();
  const pair = (i: number): boolean => {
    const subject = wanted[i];
    if (!subject) return true;
    return existing.some((other, j) => {
      if (taken.has(j) || !sameSubject(subject, other)) return false;
      taken.add(j);
      if (pair(i + 1)) return true;
      taken.delete(j);
      return false;
    });
  };
  return pair(0);
}

/** The name a typo most likely meant, for "did you mean" hints. */


function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The candidate within two edits of `typed` (a third of its length for short names), if one is closest. */
export function closestName(typed: string, candidates: readonly string[]): string | undefined {
  const limit = Math.min(2, Math.max(1, Math.floor(typed.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Up to `count` candidates a mistyped or half-remembered name may mean, the likeliest first: those
 * within a few edits (a third of its length, at least two), then those sharing most of its
 * hyphen-separated words (`listing-walk` finds `listing-walk-every-limit`).
 */
export function closestNames(typed: string, candidates: readonly string[], count = 3): string[] {
  const limit = Math.max(2, Math.floor(typed.length / 3));
  const words = typed.split('-').filter((w) => w !== '');
  const scored: [string, number][] = [];
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate);
    const theirs = new Set(candidate.split('-'));
    const shared = words.filter((w) => theirs.has(w)).length;
    const contains = candidate.includes(typed);
    // Edits first; then containing the name; then words in common (more is closer).
    if (distance <= limit) scored.push([candidate, distance]);
    else if (contains) scored.push([candidate, limit + 1]);
    else if (words.length > 1 && shared * 2 >= words.length) scored.push([candidate, limit + 2 + words.length - shared]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([candidate]) => candidate);
}

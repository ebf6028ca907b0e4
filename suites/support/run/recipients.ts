/**
 * Customers no fixture knows, a new one per call. The platform limits how fast one number may
 * message one customer (its pair rate limit), so a property that sends hundreds of messages
 * writes each to a new customer. Only templates may go to them (section 1: no window yet); each
 * becomes a contact of the workspace, well inside the default plan's contact limit.
 */
export function recipientSeries(series: number): () => string {
  if (!Number.isInteger(series) || series < 10 || series > 99) throw new RangeError(`series must be two digits, got ${series}`);
  let next = 0;
  return () => {
    next += 1;
    if (next > 99_999) throw new RangeError(`recipient series ${series} is used up`);
    return `1555${series}${String(next).padStart(5, '0')}`;
  };
}

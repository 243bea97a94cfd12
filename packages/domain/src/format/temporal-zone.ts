/**
 * Time-zone offsets from Temporal, where the runtime has it (the browsers the portal is opened in:
 * Chromium, Firefox), else nothing and Intl answers as before (Node, older browsers).
 *
 * Why: a page's first Intl.DateTimeFormat builds the locale's date patterns, 20-65 ms in a fresh
 * tab on this machine and four times that on a phone; a signed-in page made one at start (the
 * stored session's day, then every clock and date), its longest task (issue 14: the dashboard's
 * blocking time). Temporal gives an instant's offset in a zone from the same zone data in about a
 * millisecond, without those patterns. Offsets are whole seconds in every zone, so an offset from
 * either is the same (the zoned-parts tests check Temporal's path against Intl).
 */
type TemporalZones = {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): { offsetNanoseconds: number } } };
};

/** The zone's offset from UTC at the instant, in milliseconds; undefined without Temporal or for a zone it refuses. */
export function temporalOffsetMs(ms: number, timeZone: string): number | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalZones }).Temporal;
    return temporal && temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;
  } catch {
    return undefined; // not a zone Temporal knows, or an instant out of its range: Intl decides
  }
}

/**
 * True when Temporal knows the zone name; undefined when it cannot tell (then ask Intl). Only
 * IANA-shaped names (Asia/Kolkata, UTC, Etc/GMT+5): Temporal also takes offsets (+05:30) and
 * bracketed date strings, which are left to Intl, so both runtimes accept the same names.
 */
export function temporalKnowsZone(timeZone: string): true | undefined {
  return /^[A-Za-z][\w/+-]*$/.test(timeZone) && temporalOffsetMs(0, timeZone) !== undefined ? true : undefined;
}

// Plain JavaScript so the PGlite worker thread (pglite-worker.mjs) can load it without a
// TypeScript loader; typed by pg-types.d.mts.
const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * Value parsers shared by PGlite and node-postgres, so both backends hand over the same
 * values. Dates stay 'YYYY-MM-DD' strings: turning them into Date objects would shift them by
 * the server's time zone. count(*) is int8; the counts we read fit a JS number.
 */
export const PG_TYPE_PARSERS = {
  [DATE_OID]: (value) => value,
  [INT8_OID]: (value) => Number(value),
};

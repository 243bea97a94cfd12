/**
 * The quote of the day: one per weekday (0 Sunday .. 6 Saturday), so the same weekday always
 * shows the same quote [HOME-QUOTE-1]. The texts are ours [HOME-QUOTE-2], in every language.
 */
export function quoteKey(weekday: number): string {
  const day = ((Math.trunc(weekday) % 7) + 7) % 7;
  return `home.quote.${day}`;
}

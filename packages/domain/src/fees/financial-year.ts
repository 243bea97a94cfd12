/**
 * The financial year a receipt is filed under (FEES-ROW-1's financial_yr, API-FEES-2's fin_yr):
 * India's, April to March, as 'YYYY-YY'. Decision 081: an imported payment's year follows the day
 * it was paid on. '2026-05-10' -> '2026-27', '2027-03-31' -> '2026-27'.
 */
export function financialYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Money travels as dollars (as every API body shows it) and is computed in integer cents so sums never drift. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * US dollars as en-US writes them ("$1,234.50", "-$3.00"). Written out rather than with
 * Intl.NumberFormat: building that loads locale data, a long pause on a slow phone's first render.
 */
export function formatMoney(dollars: number): string {
  // Rounded from the amount as written (1.005 is 1.00499… in binary), half away from zero, as Intl does.
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
  return `${dollars < 0 && cents ? "-" : ""}$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ",")}`;
}

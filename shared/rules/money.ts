/** Money travels as dollars (the spec's numbers) and is computed in integer cents so sums never drift. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatMoney(dollars: number): string {
  return USD.format(dollars);
}

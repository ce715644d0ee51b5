/** Money travels as dollars (the spec's numbers) and is computed in integer cents so sums never drift. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

// Built on first use: building it loads locale data, and a hunt opened offline often shows no price.
let usd: Intl.NumberFormat | undefined;

export function formatMoney(dollars: number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usd.format(dollars);
}

/** The cart rules, in cents: tax 8% of subtotal, flat shipping for physical items, SAVE10. */
export const TAX_RATE = 0.08;
export const SHIPPING_CENTS = 599;
export const PROMO_CODE = "SAVE10";
export const PROMO_RATE = 0.1;

export interface CartLine {
  unitPriceCents: number;
  quantity: number;
  category: string;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

export function isPromoCode(code: string | null | undefined): boolean {
  return typeof code === "string" && code.trim().toUpperCase() === PROMO_CODE;
}

export function needsShipping(lines: readonly Pick<CartLine, "category">[]): boolean {
  return lines.some((line) => line.category.includes("Physical"));
}

export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

export function promoDiscountCents(subtotal: number, code: string | null | undefined): number {
  return isPromoCode(code) ? Math.round(subtotal * PROMO_RATE) : 0;
}

/**
 * total = subtotal - discount + tax + shipping. The discount is passed in rather than derived because the
 * cart screen fixes it when the code is applied and a later change to the cart does not recompute it; the
 * server derives it from the code at order time.
 */
export function cartTotals(lines: readonly CartLine[], discountCents: number): CartTotals {
  const subtotal = subtotalCents(lines);
  const tax = Math.round(subtotal * TAX_RATE);
  const shipping = needsShipping(lines) ? SHIPPING_CENTS : 0;
  const discount = Math.min(discountCents, subtotal);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    taxCents: tax,
    shippingCents: shipping,
    totalCents: subtotal - discount + tax + shipping,
  };
}

/** Quantity input: non-numeric becomes 1; anything below 1 is ignored (null = keep the current value). */
export function parseQuantity(input: string | number): number | null {
  const value = typeof input === "number" ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return 1;
  if (value < 1) return null;
  return Math.floor(value);
}

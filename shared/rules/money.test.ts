import { describe, expect, it } from "vitest";
import { formatMoney, toCents, toDollars } from "./money";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatMoney", () => {
  it("writes every amount in cents up to $20,000 as Intl's en-US dollars do, signs included", () => {
    for (let cents = -200_000; cents <= 2_000_000; cents += 7) {
      const dollars = toDollars(cents);
      if (formatMoney(dollars) !== intl.format(dollars)) expect(formatMoney(dollars)).toBe(intl.format(dollars));
    }
  });

  it("rounds to the cent as Intl does, and groups large amounts by thousands", () => {
    for (const dollars of [0, 0.005, 1.005, 4.35, 19.999, 1234567.891, 13.99 * 3, 0.1 + 0.2]) {
      expect(formatMoney(dollars)).toBe(intl.format(dollars));
    }
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(-3)).toBe("-$3.00");
  });

  it("keeps money in whole cents", () => {
    expect(toCents(13.99)).toBe(1399);
    expect(toDollars(1399)).toBe(13.99);
  });
});

describe("money in Spanish", () => {
  it("is written as US Spanish writes dollars, with Intl", () => {
    expect(formatMoney(1234.5, "es")).toBe("$1,234.50");
    expect(formatMoney(4.99, "es")).toBe(new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(4.99));
  });
});

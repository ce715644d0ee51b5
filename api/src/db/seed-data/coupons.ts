/** Seed data for the points store: discount coupons families can redeem with scavenger-hunt points. */

export interface SeedCoupon {
  code: string;
  discount_type: "fixed" | "percentage";
  discount_amount: number;
  points_cost: number;
  remaining_uses: number;
  expires_at: string | null /* ISO datetime */;
  description: string;
}

export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: "PARKS5",
    discount_type: "fixed",
    discount_amount: 5,
    points_cost: 100,
    remaining_uses: 50,
    expires_at: "2027-06-30T23:59:59.000Z",
    description: "$5 off your next guidebook order. A great first reward after your first hunt!",
  },
  {
    code: "FAMILY10",
    discount_type: "percentage",
    discount_amount: 10,
    points_cost: 250,
    remaining_uses: 40,
    expires_at: "2027-12-31T23:59:59.000Z",
    description: "10% off your whole order: stock up on guidebooks for the next family road trip.",
  },
  {
    code: "TRAIL15",
    discount_type: "percentage",
    discount_amount: 15,
    points_cost: 500,
    remaining_uses: 1,
    expires_at: "2027-03-31T23:59:59.000Z",
    description: "15% off any order. Only one left, so grab it before another explorer does!",
  },
  {
    code: "SAVE1000",
    discount_type: "percentage",
    discount_amount: 20,
    points_cost: 1000,
    remaining_uses: 25,
    expires_at: null,
    description: "Our most popular reward: 20% off any order, including the Complete Collection bundle. Never expires.",
  },
  {
    code: "RANGER3",
    discount_type: "fixed",
    discount_amount: 3,
    points_cost: 50,
    remaining_uses: 0,
    expires_at: "2027-01-31T23:59:59.000Z",
    description: "$3 off any digital download. All claimed for now; check back soon!",
  },
];

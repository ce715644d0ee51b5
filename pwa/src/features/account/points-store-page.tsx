/**
 * /points-store: coupons bought with points. The list is the device's copy, refreshed in the background,
 * so it opens offline; redeeming needs the server and says so when there is no connection. Visitors
 * see the coupons too, and are asked to log in when they try to redeem one.
 */
import { useState } from "react";
import { useNavigate } from "../../lib/i18n/links";
import type { Coupon } from "#shared/schemas/user";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";
import { useTexts } from "../../lib/i18n/texts";
import { useAwardedPoints } from "../../lib/points/use-awarded-points";
import { useAuth } from "../../stores/auth";
import { toast } from "../../stores/toasts";
import { refreshAccount, useRedeemedCoupons } from "./account-data";
import { accountTexts } from "./account-texts";
import { CouponCard } from "./components/coupon-card";
import { PointsBalance } from "./components/points-balance";
import { refreshCoupons, useCoupons } from "./coupons";
import { redeemButton } from "./redeem-button";
import { redeemCoupon } from "./redeem";
import { comeBackTo } from "./return-path";
import "./account.css";

/** Brings the balance and redeemed codes up to date for whoever is signed in. */
function AccountRefresh({ userId }: { userId: number }) {
  useBackgroundRefresh(`account:${userId}`, refreshAccount);
  return null;
}

export default function PointsStorePage() {
  useBackgroundRefresh("coupons", refreshCoupons);
  const navigate = useNavigate();
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const coupons = useCoupons();
  const redeemed = useRedeemedCoupons(user?.id);
  const awarded = useAwardedPoints(user?.id ?? null);
  const points = user ? user.points_balance + awarded : null;
  const [redeeming, setRedeeming] = useState<string | null>(null);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

  const onRedeem = async (coupon: Coupon) => {
    if (!user) {
      const logIn = () => navigate("/login", { state: comeBackTo("/points-store") });
      toast({ title: m.loginRequired(), description: m.loginRequiredToRedeem(), variant: "destructive", action: { label: t.logInAction(), onClick: logIn } });
      return;
    }
    setRedeeming(coupon.code);
    const result = await redeemCoupon(user.id, coupon.code);
    setRedeeming(null);
    if (!result.success) {
      const description = result.offline ? t.offlineRedeem() : saidIn(result, e);
      toast({ title: m.redeemFailedTitle(), description, variant: "destructive" });
      return;
    }
    const { points_spent } = result.data;
    toast({ title: m.couponRedeemed(), description: t.couponYours({ code: coupon.code, points: points_spent }) });
  };

  return (
    <div className="container account-page stack">
      {user && <AccountRefresh userId={user.id} />}
      <h1>{t.storeTitle()}</h1>
      <p className="muted">{t.storeIntro()}</p>
      {!loading && <PointsBalance points={points} />}
      <section className="stack" aria-labelledby="coupons-heading">
        <h2 id="coupons-heading">{t.coupons()}</h2>
        {coupons?.length === 0 && <p className="muted">{t.noCoupons()}</p>}
        <div className="grid">
          {coupons?.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              button={redeemButton(t, coupon, points, {
                redeeming: redeeming === coupon.code,
                redeemed: redeemed?.some((r) => r.code === coupon.code) ?? false,
              })}
              onRedeem={() => void onRedeem(coupon)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

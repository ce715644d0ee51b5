/**
 * /profile (a signed-in family): details with a view/edit toggle, whether the e-mail is confirmed and
 * proven (with a new link until it is), membership, points, the latest purchases and points activity,
 * redeemed coupons, the hunt history, the family's trip photos, changing the password, and signing out
 * of this device or of every one.
 * Everything renders from what the device last saw and is refreshed in the background, so the profile
 * opens with no signal.
 */
import { lazy, Suspense, useState } from "react";
import { Link } from "../../lib/i18n/links";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import type { User } from "#shared/schemas/user";
import { useSignOut } from "../../components/use-sign-out";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { accountTexts } from "./account-texts";
import { useAwardedPoints } from "../../lib/points/use-awarded-points";
import { refreshAccount, usePointsHistory, useProfileSnapshot, useRedeemedCoupons } from "./account-data";
import { AccountSecurity } from "./components/account-security";
import { EmailConfirmationNotice } from "./components/email-confirmation-notice";
import { MembershipStatus } from "./components/membership-status";
import { PointsActivity } from "./components/points-activity";
import { ProfileDetails } from "./components/profile-details";
import { ProfileEditForm } from "./components/profile-edit-form";
import { RecentPurchases } from "./components/recent-purchases";
import { RedeemedCoupons } from "./components/redeemed-coupons";
import { RequireFamily } from "./components/require-family";
import { HuntHistory } from "./hunt-history";
import "./account.css";

// The album, its pictures and their deletion load after the profile's first frame.
const TripPhotos = lazy(async () => ({ default: (await import("./components/trip-photos")).TripPhotos }));

function Profile({ user }: { user: User }) {
  useBackgroundRefresh(`account:${user.id}`, refreshAccount);
  const snapshot = useProfileSnapshot(user.id);
  const history = usePointsHistory(user.id);
  const redeemed = useRedeemedCoupons(user.id);
  const [editing, setEditing] = useState(false);
  const signOut = useSignOut();
  const t = useTexts(accountTexts);
  // The session's balance is the freshest (a redemption updates it before any refetch), and the points
  // the server awarded for hunts delivered since it was read are added.
  const awarded = useAwardedPoints(user.id);
  const profile: User = { ...(snapshot ?? user), points_balance: user.points_balance + awarded };

  return (
    <div className="container account-page stack">
      <header className="profile-header">
        <div>
          <h1>{t.myProfile()}</h1>
          <p className="muted">{rich(t.hello(), { name: () => profile.name })}</p>
        </div>
        <div className="row">
          {profile.membership_tier === "premium" && <MembershipStatus tier="premium" />}
          <button type="button" className="btn btn-secondary btn-small" onClick={signOut}>
            {t.signOut()}
          </button>
        </div>
      </header>
      <section className="card card-body points-summary" aria-labelledby="balance-heading">
        <h2 id="balance-heading">{t.pointsBalance()}</h2>
        <p className="points-balance">{t.points({ points: profile.points_balance })}</p>
        <Link to="/points-store" className="btn btn-small">
          {t.spendPoints()}
        </Link>
      </section>
      {(profile.email_confirmed === false || profile.email_proven === false) && (
        <EmailConfirmationNotice email={profile.email} confirmed={profile.email_confirmed === true} />
      )}
      {profile.membership_tier === "free" && <MembershipStatus tier="free" />}
      <div className="account-grid">
        {editing ? (
          <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails profile={profile} onEdit={() => setEditing(true)} />
        )}
        <RecentPurchases purchases={profile.purchase_history} />
        <PointsActivity userId={user.id} history={history} />
        <RedeemedCoupons coupons={redeemed} />
        <HuntHistory userId={user.id} />
        <AccountSecurity />
      </div>
      <Suspense fallback={null}>
        <TripPhotos userId={user.id} />
      </Suspense>
    </div>
  );
}

export default function ProfilePage() {
  return <RequireFamily>{(user) => <Profile user={user} />}</RequireFamily>;
}

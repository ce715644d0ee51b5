/**
 * Home (/): often the first screen a family opens, so it carries nothing heavy. Every part reads the
 * device first (settings, counts, stories seen before) and works offline.
 */
import { FeatureCards } from "./feature-cards";
import { FeaturedMedia } from "./featured-media";
import { HomeHero } from "./home-hero";
import { HomeStats } from "./home-stats";
import { usePublicSettings } from "../site-settings/public-settings";
import { NewsletterSignup } from "./newsletter-signup";
import "./site.css";

export default function HomePage() {
  // The admin can switch the sign-up off in Settings.
  const { newsletter_enabled } = usePublicSettings();
  return (
    <div className="site-page stack">
      <HomeHero />
      <HomeStats />
      <FeaturedMedia />
      <FeatureCards />
      {newsletter_enabled && <NewsletterSignup />}
    </div>
  );
}

/**
 * Sharing the post: four networks in small windows, and Copy Link. The link is the post's full address,
 * made when a button is pressed: the server drawing the page does not know the address it is seen at.
 */
import { useTexts } from "../../../lib/i18n/texts";
import { blogTexts } from "../blog-texts";
import { copyLink, NETWORKS, openShareWindow } from "../share";

export function ShareCard({ path, title }: { path: string; title: string }) {
  const t = useTexts(blogTexts);
  const url = () => new URL(path, window.location.origin).href;
  return (
    <section className="card card-body stack share-card" aria-labelledby="share-heading">
      <h2 id="share-heading">{t.shareHeading()}</h2>
      <div className="row">
        {NETWORKS.map((network) => (
          <button key={network} type="button" className="btn btn-secondary btn-small" onClick={() => openShareWindow(network, url(), title)}>
            {network}
          </button>
        ))}
        <button type="button" className="btn btn-small" onClick={() => void copyLink(url())}>
          {t.copyLink()}
        </button>
      </div>
    </section>
  );
}

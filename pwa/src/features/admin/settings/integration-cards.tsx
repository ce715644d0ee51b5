/** What the site is connected to for newsletters and payments, and where each is set up. */
function newsletterConnected(): boolean {
  const url: unknown = import.meta.env.VITE_NEWSLETTER_SCRIPT_URL;
  return typeof url === "string" && url.trim() !== "";
}

export function IntegrationCards() {
  const newsletter = newsletterConnected();
  return (
    <section className="stack" aria-labelledby="integrations-heading">
      <h2 id="integrations-heading">Integrations</h2>
      <div className="settings-cards">
        <article className="card card-body stack" aria-labelledby="newsletter-card-heading">
          <h3 id="newsletter-card-heading">Newsletter</h3>
          <p>Sign-ups go through the email provider's own form, loaded on the home page only when a visitor asks for it.</p>
          <p>
            <span className={newsletter ? "badge" : "badge badge-warn"}>{newsletter ? "Form connected" : "Form not set up"}</span>
          </p>
          {!newsletter && (
            <p className="muted">Set VITE_NEWSLETTER_SCRIPT_URL to the provider's embed script when building the site.</p>
          )}
        </article>
        <article className="card card-body stack" aria-labelledby="payments-card-heading">
          <h3 id="payments-card-heading">Payments</h3>
          <p>
            Book orders are paid through PayPal checkout; every order appears under Orders with a link to the payment.
          </p>
          <p className="muted">
            Without PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET on the server, a built-in sandbox approves payments so the
            whole buy flow can be tried without real money.
          </p>
        </article>
      </div>
    </section>
  );
}

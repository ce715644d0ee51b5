/** What the account screens say when an action needs the network and there is none (the spec quotes no text for it). */
export const NEEDS_CONNECTION = {
  login: "You're offline. Logging in needs a connection.",
  register: "You're offline. Creating an account needs a connection.",
  profile: "You're offline. Saving your profile needs a connection.",
  redeem: "You're offline. Redeeming a coupon needs a connection, so try again when you have signal.",
  reset: "You're offline. Resetting a password needs a connection.",
  confirm: "You're offline. Confirming your e-mail needs a connection.",
} as const;

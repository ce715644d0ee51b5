/**
 * Every user-facing text of the product, in one place so the API, the screens and the tests use the same
 * words. Keys name the situation; a value is never reworded in one place only.
 */
import { CORE_MESSAGES } from "./core-messages";

export const MESSAGES = {
  ...CORE_MESSAGES,
  loginFailed: "Login failed",
  loginFailedTitle: "Login Failed",
  invalidCredentials: "Invalid email or password",
  welcomeBack: "Welcome back!",
  loggedIn: "You have been logged in successfully.",
  nameRequired: "Name is required",
  validEmailRequired: "Valid email is required",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  registrationFailed: "Registration failed",
  registrationFailedTitle: "Registration Failed",
  registeredWithBonus: "Account created successfully! You've received 100 welcome bonus points.",
  profileUpdateFailed: "Failed to update profile",
  profileUpdated: "Profile updated successfully",
  loginRequired: "Login Required",
  loginRequiredToRedeem: "Please log in to redeem coupons",
  redeemFailedTitle: "Redemption Failed",
  redeemFailed: "Failed to redeem coupon",
  couponRedeemed: "Coupon Redeemed!",
  popularCoupon: "Popular!",
  paymentErrorTitle: "Payment Error",
  paymentError: "Unable to start PayPal checkout. Please try again or contact support.",
  invalidPromoTitle: "Invalid promo code",
  invalidPromo: "Please check your promo code and try again.",
  invalidFileType: "Please select a JPEG, PNG, GIF, or WebP image file",
  fileTooLarge: "Please select a file smaller than 10MB",
  uploadFailed: "Failed to upload photo. Please try again.",
  purchaseFailed: "Please try again or contact support.",
  purchaseSucceeded: "You now have access to this hunt. Enjoy your adventure!",
  membershipComingSoon: "Membership feature coming soon! For now, enjoy our free hunts.",
  linkCopied: "Link copied to clipboard!",
  addedToCart: "Added to cart!",
  itemRemoved: "Item removed",
  orderSuccessful: "Order successful!",
  noBooksFound: "No books found. Try selecting a different category filter.",
  noParksFound: "No Parks Found",
  noParksHint: "Try selecting a different region to see more parks.",
  parkContentComingSoon: "Content Coming Soon!",
  errorTitle: "Error",
  ordersFetchFailed: "Failed to fetch orders",
  noOrders: "No orders yet",
  loadingOrders: "Loading orders...",
  settingsSaved: "Settings saved successfully",
  cacheCleared: "Cache Cleared",
  invalidFileTypeTitle: "Invalid file type",
  fileTooLargeTitle: "File too large",
  uploadFailedTitle: "Upload failed",
  successTitle: "Success",
  postPublished: "Post published",
  postUnpublished: "Post unpublished",
  postDeleted: "Post deleted",
  postCreated: "Blog post created successfully",
  postUpdated: "Blog post updated successfully",
  postCreateFailed: "Failed to create blog post",
  postUpdateFailed: "Failed to update blog post",
  postFetchFailed: "Failed to fetch blog post",
  cannotBeUndone: "This action cannot be undone.",
  booksFetchFailed: "Failed to fetch books",
  bookSaveFailed: "Failed to save book",
  bookDeleteFailed: "Failed to delete book",
  bookCreated: "Book created successfully",
  bookUpdated: "Book updated successfully",
  bookDeleted: "Book deleted successfully",
  confirmDeleteBook: "Are you sure you want to delete this book?",
  episodesFetchFailed: "Failed to fetch podcast episodes",
  episodeSaveFailed: "Failed to save episode",
  episodeDeleteFailed: "Failed to delete episode",
  episodeCreated: "Episode created successfully",
  episodeUpdated: "Episode updated successfully",
  episodeDeleted: "Episode deleted successfully",
  confirmDeleteEpisode: "Are you sure you want to delete this episode?",
  huntDeleteFailed: "Failed to delete hunt",
  huntDeleted: "Hunt deleted successfully",
} as const;

/** The description under 'Added to cart!'. */
export const addedToCartDescription = (title: string) => `${title} has been added to your cart.`;

const VERBATIM = new Set<string>(Object.values(MESSAGES));

/** True when a message is one of these product texts, which are shown without a field prefix. */
export function isProductMessage(message: string): boolean {
  return VERBATIM.has(message);
}

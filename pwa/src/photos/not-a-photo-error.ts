/**
 * The file the family chose could not be read as a picture. In a module of its own so that the photo
 * worker, which throws it, does not bring the device database along.
 */
export class NotAPhotoError extends Error {
  override name = "NotAPhotoError";
}

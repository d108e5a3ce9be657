/** The messages of a photo upload, beside the file field (licence, damage notes). */
export const UPLOAD_TEXT = {
  photoTooLarge: "The photo is too large: please choose a file of at most 5 MB.",
  photoWrongType: "Please choose a JPEG, PNG or WebP image.",
  photoHint: "JPEG, PNG or WebP, at most 5 MB.",
} as const;

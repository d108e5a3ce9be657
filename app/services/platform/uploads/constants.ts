/**
 * Photo uploads (driver licences, damage notes): the image types accepted, with the file
 * extension each is stored under, and the size limits of one photo and of a text field read
 * from a multipart form.
 */
export const UPLOAD_IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;
/** The largest photo accepted (5 MB). */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Longest text field value read from a multipart form. */
export const MULTIPART_TEXT_MAX_BYTES = 4096;
/** The file input's `accept`: the image types above. */
export const UPLOAD_IMAGE_ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(",");

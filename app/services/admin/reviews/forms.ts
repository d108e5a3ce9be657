import { z } from "zod";
import { ADMIN_REVIEWS_TEXT } from "./text";

/** Hide or show one review (/admin/reviews/): the feedback's id and what to do. */
export const reviewVisibilitySchema = z.object({
  feedbackId: z
    .string({ required_error: ADMIN_REVIEWS_TEXT.badRequest })
    .trim()
    .min(1, ADMIN_REVIEWS_TEXT.badRequest)
    .max(100, ADMIN_REVIEWS_TEXT.badRequest),
  intent: z.enum(["hide", "show"], {
    required_error: ADMIN_REVIEWS_TEXT.badRequest,
    invalid_type_error: ADMIN_REVIEWS_TEXT.badRequest,
  }),
});

export type ReviewVisibilityForm = z.infer<typeof reviewVisibilitySchema>;

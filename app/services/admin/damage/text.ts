/** The counter's damage form (issue 32 item 7): its texts and messages, defined once. */
import { COUNTER_MESSAGES } from "../bookings/text";
import { UPLOAD_TEXT } from "../../platform/uploads/text";
import { DAMAGE_NOTE_MAX_LENGTH, DAMAGE_PHOTOS_MAX } from "./rules";

export const DAMAGE_FORM_TEXT = {
  title: "Note damage",
  pageTitle: (reference: string) => `Note damage: ${reference}`,
  back: "Back to the booking",
  stage: "When",
  place: "Where on the car",
  choosePlace: "Choose…",
  note: "What is damaged",
  photos: "Photos (optional)",
  photosHint: `Up to ${DAMAGE_PHOTOS_MAX} photos. ${UPLOAD_TEXT.photoHint}`,
  submit: "Note the damage",
  pending: "Saving…",
  needsPickUp: "Damage is noted on the car handed over: record the pick-up first.",
} as const;

export const DAMAGE_MESSAGES = {
  stageRequired: "Choose when the damage was noted.",
  stageNotNow:
    "Damage at this stage can't be noted now: pick-up and during the rental while the car is out, the return until it is back.",
  placeRequired: "Choose where on the car the damage is.",
  noteRequired: "Describe the damage.",
  noteTooLong: `Keep the note to ${DAMAGE_NOTE_MAX_LENGTH} characters.`,
  tooManyPhotos: `Choose at most ${DAMAGE_PHOTOS_MAX} photos.`,
  formUnreadable: COUNTER_MESSAGES.formUnreadable,
} as const;

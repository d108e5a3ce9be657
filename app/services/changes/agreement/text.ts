/**
 * The rental agreement and the final invoice (issue 32): every text they show, on the page, in the
 * PDF and in the email, defined once (plain module: the browser, the server and the tests import
 * it). The terms are online check-in's (changes/check-in/text.ts): one agreement, signed online
 * or at the counter.
 */
import { CHECK_IN_TEXT } from "../check-in/text";

export const AGREEMENT_TERMS = CHECK_IN_TEXT.agreementText;
export const AGREEMENT_KEY_TERMS = CHECK_IN_TEXT.keyTerms;

/** The customer's downloads (resource routes of /manage-booking/, `?booking=GO…`). */
export const CUSTOMER_AGREEMENT_PDF_PATH = "/manage-booking/agreement.pdf";
export const CUSTOMER_INVOICE_PDF_PATH = "/manage-booking/invoice.pdf";

/** The largest drawn signature kept (a PNG data URL of the counter's canvas). */
export const SIGNATURE_IMAGE_MAX_CHARS = 200_000;

export const AGREEMENT_TEXT = {
  title: "Rental agreement",
  invoiceTitle: "Final invoice",
  company: "GO Rentals",
  reference: "Reservation number",
  madeAt: "Made at pick-up",
  renter: "Renter",
  email: "Email",
  phone: "Phone",
  address: "Address",
  dateOfBirth: "Date of birth",
  drivers: "Drivers",
  noDrivers: "The renter only (licence seen at the counter).",
  licence: (number: string, country: string, expiry: string) =>
    `licence ${number}, ${country}, expires ${expiry}`,
  vehicle: "Vehicle",
  registration: "Registration",
  odometer: "Odometer at pick-up",
  fuel: "Fuel at pick-up",
  charge: "Charge at pick-up",
  km: (km: number) => `${km.toLocaleString("en-NZ")} km`,
  percent: (value: number) => `${value}%`,
  pickup: "Pick-up",
  dropOff: "Drop-off",
  rates: "Rates and charges",
  total: "Total",
  cover: "Cover",
  excess: "Excess",
  bond: "Bond",
  bondHeld: (amount: string, last4: string | null) =>
    last4 ? `${amount}, held on the card ending ${last4}` : `${amount}, held on the renter's card`,
  bondToHold: (amount: string) => `${amount}, held on the renter's card at pick-up`,
  bondWaived: (amount: string) => `${amount}, waived at pick-up by GO Rentals`,
  keyTerms: "Key terms",
  terms: "Agreement",
  signedOnline: (name: string, at: string) => `Accepted online at check-in by ${name} on ${at}.`,
  signature: "Signature",
  signedBy: (name: string, at: string) => `Signed by ${name} on ${at}.`,
  witnessedBy: (name: string) => `At the counter, with ${name}.`,
  notSigned: "Not signed yet.",
  // The counter's signing form
  signTitle: "Sign the agreement",
  signLead:
    "Hand the tablet to the renter: they read the agreement, sign in the box and type their full name.",
  signaturePad: "Sign here",
  clearSignature: "Clear",
  typedName: "Renter's full name",
  typedNameMismatch: (name: string) => `Type the renter's full name exactly as given: ${name}.`,
  accept: "I have read and accept this rental agreement and its key terms",
  acceptRequired: "The renter must accept the agreement.",
  signatureInvalid: "The drawn signature could not be read. Clear it and sign again.",
  signSubmit: "Sign the agreement",
  notPickedUp: "The agreement is made at pick-up: hand the car over first.",
  signed: "The agreement is signed and emailed to the customer.",
  alreadySigned: "The agreement was already signed.",
  // Links
  agreementLink: "Rental agreement",
  print: "Print",
  downloadPdf: "Download the agreement (PDF)",
  downloadInvoice: "Download the final invoice (PDF)",
  invoiceEmailed: (at: string) => `Emailed to the customer ${at}.`,
  back: "Back to the booking",
  // Invoice
  invoiceNumber: "Invoice",
  invoiceDate: "Date",
  returned: "Returned",
  returnedAt: (branch: string, at: string) => `${branch}, ${at}`,
  odometerReturn: "Odometer at return",
  fuelReturn: "Fuel at return",
  chargeReturn: "Charge at return",
  kmDriven: "Distance",
  bookingCharges: "Booking",
  returnCharges: "At the return",
  chargesTotal: "Total charges",
  payments: "Payments",
  refund: "Refund",
  paidTotal: "Total paid",
  balance: "Balance due",
  balanceNil: "Nothing left to pay.",
  purposes: {
    booking: "Booking",
    cancellation: "Cancellation fee",
    extension: "Extension",
    "check-in": "Check-in balance",
    "return-charges": "Return charges",
    refund: "Refund",
    change: "Booking change",
  } as Record<string, string>,
  gst: "All prices are in New Zealand dollars and include GST.",
  // Mail
  mailSubject: (reference: string) => `Your rental agreement: ${reference}`,
  mailBody: (name: string, reference: string) =>
    `Kia ora ${name},\n\nThanks for renting with GO Rentals. Your signed rental agreement for ${reference} is attached.\n\nDrive safely, and see you at the drop-off.`,
  invoiceMailSubject: (reference: string) => `Your final invoice: ${reference}`,
  invoiceMailBody: (name: string, reference: string) =>
    `Kia ora ${name},\n\nThanks for renting with GO Rentals. The car of booking ${reference} is back, and your final invoice, with every charge and payment, is attached.\n\nWe hope to see you again.`,
} as const;

import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/services/platform/constants";
import {
  ADDRESS_FIELD_MAX_LENGTH,
  DRIVER_COUNTRIES,
  LICENCE_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./constants";
import { ACCOUNT_FORM_MESSAGES as F, ACCOUNT_MESSAGES as A } from "./text";
import { INVALID_PHONE, VALIDATOR_MESSAGES as V } from "../platform/text";
import {
  isDateOfBirthInPast,
  isLicenceNotExpired,
  isNumeric,
  isValidDate,
  isValidPhone,
  passwordsMatch,
} from "../platform/validators";
import { POST_CODE_DIGITS, POST_CODE_MESSAGES } from "./post-code";

/**
 * The zod schemas of the customer account forms (sign-up, sign-in, password pages, profile,
 * address and phone, driver licence). Shared by the browser (hints before submitting) and the
 * route actions (the server's truth); no server imports. The services check again where it
 * matters (auth.server.ts's signUpProblems and passwordProblem).
 */

const text = z.string().optional().default("");

const requiredName = (message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, A.nameTooLong);

const email = z
  .string({ required_error: A.emailRequired })
  .trim()
  .min(1, A.emailRequired)
  .max(EMAIL_MAX_LENGTH, A.emailInvalid)
  .email(A.emailInvalid);

/** A new password: the policy of auth.server.ts (length only). */
const newPassword = z
  .string({ required_error: A.passwordRequired })
  .min(1, A.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, A.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, A.passwordTooLong);

const phone = z
  .string({ required_error: INVALID_PHONE })
  .trim()
  .max(25, INVALID_PHONE)
  .refine(isValidPhone, INVALID_PHONE);

/** "+64": the dialling codes of the country lookup. */
const dialCode = (codes: readonly string[]) =>
  z
    .string({ required_error: F.phoneCodeRequired })
    .trim()
    .refine(
      (code) => (codes.length === 0 ? /^\+\d{1,4}$/.test(code) : codes.includes(code)),
      F.phoneCodeRequired,
    );

const country = (codes: readonly string[]) =>
  z
    .string({ required_error: A.countryRequired })
    .trim()
    .refine(
      (code) => (codes.length === 0 ? /^[A-Z]{2}$/.test(code) : codes.includes(code)),
      A.countryRequired,
    );

/** The confirmation must equal the password: the spec's message beside the confirmation. */
function withConfirmation<T extends z.ZodRawShape>(
  shape: T,
  passwordField: string,
  confirmationField: string,
) {
  return z.object(shape).superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    const password = String(record[passwordField] ?? "");
    const confirmation = String(record[confirmationField] ?? "");
    if (confirmation === "") {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [confirmationField],
        message: F.confirmPasswordRequired,
      });
    } else if (!passwordsMatch(password, confirmation)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [confirmationField],
        message: V.passwordsDoNotMatch,
      });
    }
  });
}

export type CountryChoices = { countryCodes: readonly string[]; dialCodes: readonly string[] };

export function signUpSchema({ countryCodes, dialCodes }: CountryChoices) {
  return withConfirmation(
    {
      firstName: requiredName(A.firstNameRequired),
      lastName: requiredName(A.lastNameRequired),
      email,
      password: newPassword,
      confirmPassword: text,
      country: country(countryCodes),
      phoneCountryCode: dialCode(dialCodes),
      phone,
    },
    "password",
    "confirmPassword",
  );
}

export const signInSchema = z.object({
  email,
  password: z.string({ required_error: A.passwordRequired }).min(1, A.passwordRequired),
  redirectTo: text,
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = withConfirmation(
  { token: text, password: newPassword, confirmPassword: text },
  "password",
  "confirmPassword",
);

export const changePasswordSchema = withConfirmation(
  {
    currentPassword: z
      .string({ required_error: F.currentPasswordRequired })
      .min(1, F.currentPasswordRequired),
    newPassword,
    confirmPassword: text,
  },
  "newPassword",
  "confirmPassword",
);

export function profileSchema({ countryCodes, dialCodes }: CountryChoices) {
  return z.object({
    firstName: requiredName(A.firstNameRequired),
    lastName: requiredName(A.lastNameRequired),
    country: country(countryCodes),
    phoneCountryCode: dialCode(dialCodes),
    phone,
  });
}

const addressLine = z
  .string()
  .trim()
  .max(ADDRESS_FIELD_MAX_LENGTH, F.fieldTooLong(ADDRESS_FIELD_MAX_LENGTH))
  .optional()
  .default("");

export function addressPhoneSchema({ dialCodes }: Pick<CountryChoices, "dialCodes">) {
  return z.object({
    street: addressLine,
    town: addressLine,
    city: addressLine,
    postCode: z
      .string()
      .trim()
      .max(10, F.fieldTooLong(10))
      .refine(isNumeric, V.numeric)
      .refine((value) => value === "" || value.length === POST_CODE_DIGITS, POST_CODE_MESSAGES.length)
      .optional()
      .default(""),
    phoneCountryCode: dialCode(dialCodes),
    phone,
  });
}

/**
 * The driver licence's text fields (the photo is checked by account-pages.server.ts). Dates are
 * day-month-year as typed; `now` decides "in the past" and "expired" (New Zealand's today).
 */
export function driverLicenceSchema(now: () => Date = () => new Date()) {
  return z.object({
    name: z
      .string({ required_error: F.licenceNameRequired })
      .trim()
      .min(1, F.licenceNameRequired)
      .max(NAME_MAX_LENGTH * 2, F.fieldTooLong(NAME_MAX_LENGTH * 2)),
    dateOfBirth: z
      .string({ required_error: F.dateOfBirthRequired })
      .trim()
      .min(1, F.dateOfBirthRequired)
      .refine((value) => isValidDate(value), V.date)
      .refine((value) => !isValidDate(value) || isDateOfBirthInPast(value, now()), V.dateOfBirth),
    number: z
      .string({ required_error: F.licenceNumberRequired })
      .trim()
      .min(1, F.licenceNumberRequired)
      .max(LICENCE_NUMBER_MAX_LENGTH, F.fieldTooLong(LICENCE_NUMBER_MAX_LENGTH))
      .regex(/^[A-Za-z0-9 -]+$/, F.licenceNumberInvalid),
    expiryDate: z
      .string({ required_error: F.licenceExpiryRequired })
      .trim()
      .min(1, F.licenceExpiryRequired)
      .refine((value) => isValidDate(value), V.date)
      .refine((value) => !isValidDate(value) || isLicenceNotExpired(value, now()), V.licenceExpired),
    country: z.enum(DRIVER_COUNTRIES, { errorMap: () => ({ message: F.licenceCountryRequired }) }),
  });
}

/**
 * The post code of an account's address (issue 24 item 14): a New Zealand post code is four
 * digits. Letters get the spec's numeric validator message (section 5); digits of another
 * length get ours. Empty is allowed (the address is optional).
 */
export const POST_CODE_DIGITS = 4;

export const POST_CODE_MESSAGES = {
  length: `A New Zealand post code has ${POST_CODE_DIGITS} digits.`,
} as const;

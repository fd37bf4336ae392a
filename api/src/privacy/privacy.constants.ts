/** Texts and limits of the Privacy Requests desk (api/src/privacy). */
export const PRIVACY_MESSAGES = {
  addressRequired: 'Enter the e-mail address of the person who made the request.',
  invalidAddress: 'Enter a valid e-mail address, e.g. asha@example.com.',
  confirmationRequired: 'Type the e-mail address again to confirm the erasure.',
  confirmationMismatch: 'The confirmation does not match the e-mail address. Nothing was erased.',
  erased: 'The personal data held for this address has been erased.',
  nothingToErase: 'Nothing is held for this address. Nothing was erased.',
} as const;

/** Rows of each kind listed by a look-up; counts and the export always cover every row. */
export const LIST_LIMIT = 50;

/** Look-ups, exports and erasures per staff member per minute (a desk, not a bulk tool). */
export const PRIVACY_REQUESTS_PER_MINUTE = 30;

/**
 * The field rules of the public forms (contact, newsletter, session registration and the two job
 * application forms) and of the staff's newsletter: patterns, lengths and the messages a person
 * reads when a value breaks one. The API's DTOs and the front ends' client checks both read them,
 * so a rule changes here only. The site imports this file through the client package
 * (`@kavach/api-client/field-rules`); it must stay free of imports so any bundle can take it.
 */

/** Text, an @, text, a dot and text, no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A character no e-mail address or sign-in name may hold: control characters (C0, DEL and C1,
 * U+0085 among them), format characters (zero-width spaces and joiners, direction marks and
 * overrides, the word joiner, the byte order mark), line and paragraph separators, surrogates,
 * private-use characters and whatever else Unicode calls default-ignorable. None of them shows,
 * so an address holding one looks like another, and searches for the visible address miss it.
 */
export const HIDDEN_CHARACTER =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Default_Ignorable_Code_Point}]/u;
/** What an e-mail field says about a hidden character (pasted text often brings one along). */
export const EMAIL_HIDDEN_CHARACTER =
  'The e-mail address contains a hidden or control character (pasted text often brings one). Type the address again.';

/**
 * A staff account's username: plain ASCII only, so no two usernames look alike. The Users tab,
 * `npm run user -- create` and ADMIN_USERNAME all hold to it.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const USERNAME_RULE = 'Username: 3 to 64 letters, digits, dots, dashes or underscores.';

/** Ten digits, nothing else (numbers in India, without the country code). */
export const PHONE_PATTERN = /^\d{10}$/;
/** An http(s) address or a bare domain path; never another scheme (the admin shows it as a link). */
export const WEB_ADDRESS_PATTERN =
  /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?(\/[^\s<>"]*)?$/i;

/** Most characters a field takes (also the columns' lengths in the migrations). */
export const FIELD_LENGTHS = {
  name: 100,
  email: 254,
  phone: 10,
  message: 5000,
  captcha: 8192,
  sessionTime: 100,
  organization: 200,
  jobPosition: 200,
  salary: 100,
  reasonForLeaving: 2000,
  linkedin: 300,
} as const;

/** What the contact and registration forms say about a value their checks refuse. */
export const INVALID_EMAIL = 'Invalid email address.';
export const INVALID_PHONE = 'Invalid phone number. It should be 10 digits.';
/** What the newsletter form says about an address it refuses. */
export const NEWSLETTER_INVALID_EMAIL = 'Invalid email address. Please check and try again.';
/** What the job application forms say about the applicant's e-mail address and phone. */
export const APPLICANT_EMAIL_REQUIRED = 'Email is required.';
export const APPLICANT_INVALID_EMAIL = 'Email is invalid.';
export const APPLICANT_INVALID_PHONE = 'Phone Number must be 10 digits.';

export const hasHiddenCharacter = (value: string): boolean => HIDDEN_CHARACTER.test(value);
export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value);
export const isWebAddress = (value: string): boolean => WEB_ADDRESS_PATTERN.test(value);

/** Most characters of a newsletter staff write (the panel's live counts show them). */
export const NEWSLETTER_LENGTHS = { subject: 150, body: 20_000 } as const;
export const NEWSLETTER_SUBJECT_REQUIRED = 'Subject is required.';
export const NEWSLETTER_BODY_REQUIRED = 'Body is required.';

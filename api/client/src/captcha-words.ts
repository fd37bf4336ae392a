// The captcha's messages in the words of the box shown (the spec's with reCAPTCHA), as the API
// says them; the front ends read them from here.
export * from '../../src/platform/captcha/captcha-words.js';

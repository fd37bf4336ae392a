import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
/**
 * The estimator reads this many characters: its pattern matching grows faster than linearly
 * with length (≈ 2 s of blocked event loop for some 256-character strings, ≈ 150 ms at 40), and
 * 40 characters that are hard to guess make the whole password hard to guess.
 */
const ESTIMATED_LENGTH = 40;

/**
 * zxcvbn's estimator with its common-password, name and word lists (about 40,000 leaked
 * passwords among them). Built on first use: the dictionaries take a few MB and ~0.3 s.
 */
let estimator: ZxcvbnFactory | undefined;
export function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/**
 * Why a password chosen by a person is not acceptable, or null when it is: at least 12
 * characters and not guessable in the estimator's sense (score 3 of 4 or better, i.e. more than
 * 10^8 guesses), judged also against the username and the brand so "kavach-admin-2026" fails.
 */
export function passwordProblem(password: string, username: string): Promise<string | null> {
  return Promise.resolve(passwordProblemNow(password, username));
}

/** passwordProblem without the promise, for the configuration check at start. */
export function passwordProblemNow(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN)
    return `The password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX)
    return `The password is too long (${PASSWORD_MAX} characters at most).`;
  const result = zxcvbn().check(password.slice(0, ESTIMATED_LENGTH), [
    username,
    'kavach',
    'genomics',
    'admin',
  ]);
  if (result.score >= 3) return null;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return `This password is too easy to guess.${why} Use a few unrelated words or a password manager.`;
}

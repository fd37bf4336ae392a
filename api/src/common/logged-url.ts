/** A request's URL as logged: the signed tokens of mail links (?token=) never reach a log. */
export function loggedUrl(url: string | undefined): string {
  return (url ?? '').replace(/([?&]token=)[^&]+/g, '$1[redacted]');
}

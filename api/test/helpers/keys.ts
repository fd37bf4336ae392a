/**
 * Keyrings for tests that run as production does (one per purpose, random secrets), and the
 * two generations of keys of the rotation test. Never used anywhere but tests.
 */
export const KEYS_A = {
  JWT_SECRETS: 'j1:QeGiO-klQHrocFbBGT-hd1hu4uQHgwx1p__saM4-dlo',
  TOTP_ENCRYPTION_KEYS: 't1:OqB08ddgVR10l4aK_PRdNxLVeWNC8O9XXxZyOEAhumA',
  LINK_SIGNING_KEYS: 'l1:XLajWlAkc3u2pbLchGTIHg7BypefCNvLSpc29CwGRkA',
  CAPTCHA_KEYS: 'c1:nQ25rgvsQggK2ynIbz60b3Hg54T84CugMkOkr6HZVaU',
};

export const KEYS_B = {
  JWT_SECRETS: 'j2:box-jFVbqEfP7eLJdX-KazwqielEsWqZCZaCofl3IYg',
  TOTP_ENCRYPTION_KEYS: 't2:QuLyRomrBE57HCLIoVbiuDih1AiiiN0KTelmNOjGhHY',
  LINK_SIGNING_KEYS: 'l2:HWv6EQ8WDvl4B0nOMgpawumXtIO1CQHsDyMC0ikipac',
  CAPTCHA_KEYS: 'c2:Xnd54LEcIkD_ehiLPdXeAJzurTZ_78FTxuE-HSrr0no',
};

/** B's keys first (they sign), A's after them (they still verify): the overlap of a rotation. */
export const KEYS_B_THEN_A = Object.fromEntries(
  Object.entries(KEYS_B).map(([k, v]) => [k, `${v},${KEYS_A[k as keyof typeof KEYS_A]}`]),
) as typeof KEYS_B;

/** How many single-use recovery codes an authenticator app comes with. */
export const RECOVERY_CODE_COUNT = 10

/** An authenticator app's code: six digits. Anything else typed at that step is read as a recovery code. */
export const TOTP_CODE = /^\d{6}$/

/** The code as typed, without spaces or dashes, in capitals: `abcde-12345` and `ABCDE12345` are one code. */
export const normaliseSecondFactorCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()

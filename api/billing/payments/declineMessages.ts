/** Square error codes in words a buyer can act on; Square's own `detail` is developer text. */
const MESSAGES: Record<string, string> = {
  GENERIC_DECLINE: 'Your card was declined. Please use another card or contact your bank.',
  CARD_DECLINED: 'Your card was declined. Please use another card or contact your bank.',
  CARD_DECLINED_CALL_ISSUER: 'Your card was declined. Please contact your bank or use another card.',
  CARD_DECLINED_VERIFICATION_REQUIRED: 'Your bank needs to verify this payment. Please use another card or contact your bank.',
  CVV_FAILURE: 'The security code (CVV) is incorrect.',
  VERIFY_CVV_FAILURE: 'The security code (CVV) is incorrect.',
  ADDRESS_VERIFICATION_FAILURE: 'The postal code does not match the card.',
  VERIFY_AVS_FAILURE: 'The postal code does not match the card.',
  INVALID_EXPIRATION: 'The expiration date is invalid or the card has expired.',
  CARD_EXPIRED: 'The expiration date is invalid or the card has expired.',
  EXPIRATION_FAILURE: 'The expiration date is invalid or the card has expired.',
  PAN_FAILURE: 'The card number is invalid.',
  INVALID_CARD_DATA: 'The card details are invalid.',
  INVALID_CARD: 'The card details are invalid.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  TRANSACTION_LIMIT: "The amount exceeds the card's limit.",
  CARD_TOKEN_USED: 'These card details were already used. Please enter your card again.',
  CARD_TOKEN_EXPIRED: 'These card details have expired. Please enter your card again.',
  NOT_FOUND: 'These card details could not be found. Please enter your card again.',
  NO_CARD_ON_FILE: 'No card is on file for this subscription.',
}

/** Square did not answer: the charge may have happened, and the queue will find out (settlement.ts). */
export const UNCONFIRMED_MESSAGE =
  'The card processor did not answer. We will check again within a few minutes and e-mail you the result; trying again now never charges you twice.'

/** Square refused us, not the card (squareErrors.ts `ours`): the purchase waits for our fix. */
export const PAYMENTS_DOWN_MESSAGE =
  'Card payments are unavailable on our side right now. Nothing was charged; we will finish your purchase once they are back and e-mail you the result.'

export function declineMessage(code: string): string {
  return MESSAGES[code] ?? 'The payment could not be processed.'
}

/** How every screen and e-mail writes an amount: $21.50 for dollars, else the amount and its currency code. */
export const formatMoney = (amount: string, currency: string) => (currency === 'USD' ? `$${amount}` : `${amount} ${currency}`)

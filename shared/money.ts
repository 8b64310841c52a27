import { dollars, groupedAmount } from './rules/cents.ts'

/** How every screen and e-mail writes an amount: $1,234.50 for dollars, else the amount and its currency code. */
export const formatMoney = (amount: string, currency: string) => (currency === 'USD' ? dollars(amount) : `${groupedAmount(amount)} ${currency}`)

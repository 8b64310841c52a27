import { show } from './show.ts'

/** The agency behind GetQuote and its licences, public to read (admins change them in admin/agency). */
export const agencyRoutes = [show]

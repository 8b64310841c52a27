import { list } from './list.ts'

export const adminPaymentAlertRoutes = [list]

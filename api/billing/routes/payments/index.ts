import { config } from './config.ts'

export const paymentRoutes = [config]

import { health } from './health.ts'
import { ready } from './ready.ts'

export const systemRoutes = [health, ready]

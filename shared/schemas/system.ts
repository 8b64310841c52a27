import { z } from 'zod'

export const HealthJson = z.object({ status: z.literal('ok') })
export const ReadyJson = z.object({ status: z.literal('ready') })

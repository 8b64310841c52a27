import { z } from 'zod'
import rawData from '../data/premium-estimate.json' with { type: 'json' }

/**
 * The public averages and published factor sizes behind the instant estimate
 * (shared/data/premium-estimate.json; every source and its date in shared/data/README.md).
 */

const Amount = z.string().regex(/^\d+\.\d{2}$/)
const Multiplier = z.string().regex(/^\d+\.\d{2}$/)
const Sized = z.object({ factor: Multiplier, low: Multiplier, high: Multiplier, source: z.string().min(1) })
const IndexValue = z.object({ period: z.string(), value: z.string().regex(/^\d+\.\d+$/) })

const EstimateData = z.object({
  baseline: z.object({
    publisher: z.string(),
    edition: z.string(),
    dataYear: z.number().int(),
    published: z.string(),
    url: z.string(),
    tables: z.object({ fullCoverage: z.string(), liabilityOnly: z.string() }),
    states: z.record(z.string(), z.object({ fullCoverage: Amount, liabilityOnly: Amount })),
    /** Which of the figures were checked against a second publication, and what it said (shared/data/README.md). */
    checks: z.array(z.object({ figures: z.string(), states: z.array(z.string()), against: z.string(), checked: z.string(), result: z.string() })),
  }),
  trend: z.object({ label: z.string(), publisher: z.string(), series: z.string(), url: z.string(), from: IndexValue, to: IndexValue }),
  companySpread: z.object({ low: Multiplier, high: Multiplier, source: z.string() }),
  /** How the factor sizes were derived from the surveys each factor names. */
  factorMethod: z.string(),
  factors: z.object({
    driverAge: z.array(Sized.extend({ minAge: z.number().int(), maxAge: z.number().int() })),
    atFaultAccident: Sized,
    stateMinimumLimits: Sized,
    lowMileage: Sized.extend({ underMiles: z.number().int() }),
  }),
})
export type EstimateData = z.infer<typeof EstimateData>

export const ESTIMATE_DATA: EstimateData = EstimateData.parse(rawData)

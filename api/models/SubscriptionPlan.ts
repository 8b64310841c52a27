import { BaseModel } from './BaseModel.ts'
import { SubscriptionPlanVariation } from './SubscriptionPlanVariation.ts'

export class SubscriptionPlan extends BaseModel {
  declare id: number
  declare name: string
  declare plan_type: 'basic' | 'premium'
  declare description: string | null
  declare subtitle: string | null
  declare features: string[] | null
  declare perfect_for: string | null
  declare active: boolean
  declare created_at: Date
  declare updated_at: Date
  declare variations?: SubscriptionPlanVariation[]

  static override tableName = 'subscription_plans'

  static override relationMappings = () => ({
    variations: {
      relation: BaseModel.HasManyRelation,
      modelClass: SubscriptionPlanVariation,
      join: { from: 'subscription_plans.id', to: 'subscription_plan_variations.subscription_plan_id' },
      modify: (query: ReturnType<typeof SubscriptionPlanVariation.query>) => query.orderBy('id'),
    },
  })
}

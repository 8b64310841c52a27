import { BaseModel } from './BaseModel.ts'
import type { RequestStatus } from '../../shared/constants/requests.ts'
import { User } from './User.ts'

/** One row per status change of a request: who changed it, from what, to what, and when. */
export class RequestStatusChange extends BaseModel {
  declare id: number
  declare insurance_request_id: number
  declare actor_user_id: number | null
  declare from_status: RequestStatus
  declare to_status: RequestStatus
  declare created_at: Date
  declare actor?: User | null

  static override tableName = 'request_status_changes'

  static override relationMappings = () => ({
    actor: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'request_status_changes.actor_user_id', to: 'users.id' },
    },
  })
}

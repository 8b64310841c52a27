import { BaseModel } from './BaseModel.ts'
import { Carrier } from './Carrier.ts'
import { InsurancePolicy } from './InsurancePolicy.ts'
import { User } from './User.ts'
import { AccidentClaimPhoto } from './AccidentClaimPhoto.ts'
import { AccidentClaimNote } from './AccidentClaimNote.ts'
import type { ClaimReport } from '../../shared/schemas/accidentClaimReport.ts'
import type { ClaimOutcome, ClaimStatus } from '../../shared/schemas/accidentClaims.ts'

/** A customer's accident report (first notice of loss) and the agent's steps filing it with the carrier. */
export class AccidentClaim extends BaseModel {
  declare id: number
  declare claim_number: string
  declare user_id: number
  declare insurance_policy_id: number | null
  declare carrier_id: number | null
  declare carrier_name: string | null
  declare policy_number: string
  declare loss_state: string | null
  declare report: ClaimReport
  declare status: ClaimStatus
  declare submitted_at: Date | null
  /** 24 hours after submission: when the agent must have filed it with the carrier. */
  declare due_at: Date | null
  declare filed_at: Date | null
  declare carrier_claim_number: string | null
  declare adjuster_name: string | null
  declare adjuster_phone: string | null
  declare adjuster_email: string | null
  declare adjuster_assigned_at: Date | null
  declare closed_at: Date | null
  declare outcome: ClaimOutcome | null
  /** Set when its account was deleted: the sent claim is kept for the law until this day, then purged. */
  declare retain_until: string | null
  declare created_at: Date
  declare updated_at: Date
  declare user?: User
  declare carrier?: Carrier | null
  declare insurance_policy?: InsurancePolicy | null
  declare photos?: AccidentClaimPhoto[]
  declare notes?: AccidentClaimNote[]

  static override tableName = 'accident_claims'
  static override jsonAttributes = ['report']

  static override relationMappings = () => ({
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'accident_claims.user_id', to: 'users.id' } },
    carrier: { relation: BaseModel.BelongsToOneRelation, modelClass: Carrier, join: { from: 'accident_claims.carrier_id', to: 'carriers.id' } },
    insurance_policy: { relation: BaseModel.BelongsToOneRelation, modelClass: InsurancePolicy, join: { from: 'accident_claims.insurance_policy_id', to: 'insurance_policies.id' } },
    photos: { relation: BaseModel.HasManyRelation, modelClass: AccidentClaimPhoto, join: { from: 'accident_claims.id', to: 'accident_claim_photos.accident_claim_id' } },
    notes: { relation: BaseModel.HasManyRelation, modelClass: AccidentClaimNote, join: { from: 'accident_claims.id', to: 'accident_claim_notes.accident_claim_id' } },
  })
}

import { createHash, randomBytes } from 'node:crypto'
import type { AppContext } from '../context.ts'
import { ComparisonShare } from '../models/ComparisonShare.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { notFound } from '../errors.ts'
import { addDays } from '../../shared/dates.ts'
import { SHARE_DAYS } from '../../shared/schemas/comparisonShares.ts'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new link to the request's comparison, valid for 7 days; answers the row and the token, which is not kept. */
export async function createComparisonShare(app: AppContext, request: InsuranceRequest, userId: number): Promise<{ share: ComparisonShare; token: string }> {
  const token = randomBytes(24).toString('base64url')
  const now = app.now()
  const share = await ComparisonShare.query().insertAndFetch({
    insurance_request_id: request.id,
    created_by_user_id: userId,
    token_hash: hashOf(token),
    created_at: now,
    expires_at: addDays(now, SHARE_DAYS),
  })
  return { share, token }
}

/** The request's links still working (not revoked, not expired), newest first. */
export async function listComparisonShares(app: AppContext, requestId: number): Promise<ComparisonShare[]> {
  return await ComparisonShare.query()
    .where({ insurance_request_id: requestId })
    .whereNull('revoked_at')
    .where('expires_at', '>', app.now())
    .orderBy('id', 'desc')
}

/** Stops a link at once; revoking it twice leaves the first revocation's time. */
export async function revokeComparisonShare(app: AppContext, requestId: number, shareId: number): Promise<ComparisonShare> {
  const share = await ComparisonShare.query().findOne({ id: shareId, insurance_request_id: requestId })
  if (!share) throw notFound('Shared link not found')
  if (share.revoked_at) return share
  return await share.$query().patchAndFetch({ revoked_at: app.now() })
}

/**
 * The request behind a working link. Unknown, revoked and expired links, and a deleted account's kept
 * request, all answer the same 404: a link says nothing about what it was.
 */
export async function sharedRequest(app: AppContext, token: string): Promise<{ request: InsuranceRequest; share: ComparisonShare }> {
  const share = await ComparisonShare.query().findOne({ token_hash: hashOf(token) })
  const gone = notFound('This shared comparison has expired or was revoked. Ask for a new link.')
  if (!share || share.revoked_at || share.expires_at <= app.now()) throw gone
  const request = await InsuranceRequest.query().findById(share.insurance_request_id).whereNull('restricted_at').withGraphFetched('[applicant, auto_insurance]')
  if (!request) throw gone
  return { request, share }
}

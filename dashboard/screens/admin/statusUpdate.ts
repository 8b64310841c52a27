import { toast } from '../../kit/ui/toast.ts'
import { api } from '../../kit/api.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import type { RequestStatus } from '../../../shared/constants/requests.ts'

/** PUT the new status and say how it went (spec §8 toasts); true when it was saved. */
export async function updateRequestStatus(requestNumber: string, status: RequestStatus): Promise<boolean> {
  try {
    await api.put(`/insurance_requests/${encodeURIComponent(requestNumber)}`, { insurance_request: { status } }, {
      fallbackError: 'Failed to update insurance request status',
    })
    toast.success('Status Updated', { description: `Request #${requestNumber} status changed to ${status}` })
    return true
  } catch (error) {
    toast.error('Update Failed', { description: errorMessage(error, 'Failed to update insurance request status') })
    return false
  }
}

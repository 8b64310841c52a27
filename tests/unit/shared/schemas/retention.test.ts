import { describe, expect, it } from 'vitest'
import { KeptRecordReadForm } from '../../../../shared/schemas/retention.ts'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('KeptRecordReadForm', () => {
  it('asks for the number and a reason, whitespace counting as none', () => {
    expect(messages(KeptRecordReadForm.safeParse({ request_number: '  ', reason: ' \n ' }))).toEqual({
      request_number: 'Please enter the request number.',
      reason: 'Please say why you need to read this record.',
    })
  })

  it('checks the number as the route\'s params do and trims both', () => {
    expect(messages(KeptRecordReadForm.safeParse({ request_number: 'GQ-1\nGQ-2', reason: 'Audit' }))).toHaveProperty('request_number')
    expect(KeptRecordReadForm.parse({ request_number: ' GQ-ABC123 ', reason: ' Complaint CA-7 \n' })).toEqual({ request_number: 'GQ-ABC123', reason: 'Complaint CA-7' })
  })
})

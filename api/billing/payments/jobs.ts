import { defineJob } from '../../services/jobs/defineJob.ts'
import { forgetSquareCustomer, keepCardOnFile } from './cardOnFile.ts'
import { reconcilePayment } from './reconciliation.ts'
import { settleFirstPayment } from './settlement.ts'

/**
 * Each of these may wait on Square for up to its SDK timeout (30 s), so two of a kind run at once
 * and other kinds (e-mail) never wait behind them. Five attempts span about half an hour.
 */
export const paymentJobs = [
  defineJob({ kind: 'payment_settle', maxAttempts: 5, concurrency: 2, handle: settleFirstPayment }),
  defineJob({ kind: 'payment_reconcile', maxAttempts: 5, concurrency: 2, handle: reconcilePayment }),
  defineJob({ kind: 'keep_card_on_file', maxAttempts: 5, concurrency: 2, handle: keepCardOnFile }),
  // Like e-mail, rides out a long outage: a deletion the person asked for must not be given up soon.
  defineJob({ kind: 'delete_square_customer', maxAttempts: 10, concurrency: 2, handle: forgetSquareCustomer }),
]

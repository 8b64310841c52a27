import { z } from 'zod'

/**
 * Each job kind's payload. enqueueJob checks a payload against its kind's schema before it is
 * stored, and defineJob parses what a handler reads with the same schema, so a malformed row fails
 * (and ends up dead, visible to the admin) instead of being half-understood.
 */
const MailMessagePayload = z.object({
  to: z.string().min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  code: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
})

/** What a delivered e-mail's job keeps: no body, no code (mailing.ts). */
const DeliveredMailPayload = z.object({ to: z.string(), subject: z.string(), delivered: z.literal(true) })

export const MailJobPayload = z.union([MailMessagePayload, DeliveredMailPayload])
export type MailJobPayload = z.output<typeof MailJobPayload>

/** An address-only request's e-mail, decided when it runs (api/services/accountMail.ts). */
const AccountMailPayload = z.object({
  to: z.string().min(1),
  purpose: z.enum(['verify_email', 'reset_password', 'sign_up', 'sign_up_new', 'sign_up_existing', 'sign_in']),
  /**
   * A sign-up's new account, made by the job unless the address is taken, so the request does the
   * same work for a known address; erased from the payload once the job has run.
   */
  account: z.object({ first_name: z.string(), last_name: z.string(), password_hash: z.string().nullable() }).optional(),
})

const RenewalReminderPayload = z.object({
  subscription_id: z.number().int().positive(),
  /** The billing period that is about to end. */
  period: z.number().int().positive(),
})

const RenewalChargePayload = z.object({
  subscription_id: z.number().int().positive(),
  /** The billing period the charge pays for. */
  period: z.number().int().positive(),
  attempt: z.number().int().positive(),
})

const PaymentSettlePayload = z.object({
  subscription_id: z.number().int().positive(),
  period: z.number().int().positive(),
})

/** A charge attempt's safety net: the period's latest payment must end placed or refunded. */
const PaymentReconcilePayload = z.object({
  subscription_id: z.number().int().positive(),
  period: z.number().int().positive(),
})

/** A first charge whose card is kept on file for renewals. */
const CardOnFilePayload = z.object({ payment_id: z.number().int().positive() })

/** A deleted account's customer record at Square, to be deleted there too. */
const DeleteSquareCustomerPayload = z.object({ customer_id: z.string().min(1) })

/** A request's move to quoted, announced to its owner once the agent has had time to add every offer. */
const OptionsReadyPayload = z.object({ status_change_id: z.number().int().positive() })

/**
 * A wrong password at sign-in, for the account's security log. Queued for an unknown address too (no
 * user), so a known address's failure answers in the same time: who has an account is not public.
 */
const SignInFailurePayload = z.object({
  user_id: z.number().int().positive().nullable(),
  user_agent: z.string(),
  at: z.iso.datetime(),
})

/** Stored files whose rows are gone (a deleted account's policy documents), to delete from the storage. */
const DeleteStoredFilesPayload = z.object({ keys: z.array(z.string().min(1)).min(1) })

/** Periodic housekeeping carries nothing: it works on whatever is due when it runs. */
const HousekeepingPayload = z.object({}).strict()

export const JOB_PAYLOADS = {
  send_mail: MailJobPayload,
  account_mail: AccountMailPayload,
  sign_in_failure: SignInFailurePayload,
  renewal_reminder: RenewalReminderPayload,
  renewal_charge: RenewalChargePayload,
  payment_settle: PaymentSettlePayload,
  payment_reconcile: PaymentReconcilePayload,
  keep_card_on_file: CardOnFilePayload,
  delete_square_customer: DeleteSquareCustomerPayload,
  delete_stored_files: DeleteStoredFilesPayload,
  announce_options: OptionsReadyPayload,
  expire_pending_subscriptions: HousekeepingPayload,
  prune_jobs: HousekeepingPayload,
  purge_rate_limits: HousekeepingPayload,
  reconcile_sweep: HousekeepingPayload,
  backup_database: HousekeepingPayload,
  send_agent_digest: HousekeepingPayload,
  purge_kept_records: HousekeepingPayload,
  expire_insurance_policies: HousekeepingPayload,
  notice_policy_renewals: HousekeepingPayload,
} as const

export type JobKind = keyof typeof JOB_PAYLOADS
export type JobPayloadOf<K extends JobKind> = z.input<(typeof JOB_PAYLOADS)[K]>

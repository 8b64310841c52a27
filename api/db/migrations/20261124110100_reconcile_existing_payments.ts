// Payments recorded before reconciliation existed have no safety-net job: a charge left "processing"
// (the double-purchase bug of issue #11 left some) or captured without its plan starting would stay
// that way, and would now also block its customer's next purchase. One job per such payment settles
// it: replayed with its own key, then activated or refunded (api/billing/payments/reconciliation.ts).
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    SELECT 'payment_reconcile', jsonb_build_object('subscription_id', p.subscription_id, 'period', p.period_number), now(), 'reconcile:' || p.idempotency_key
    FROM payments p
    JOIN subscriptions s ON s.id = p.subscription_id
    WHERE p.status = 'processing' OR (p.status = 'completed' AND p.kind = 'initial' AND s.started_at IS NULL)
    ON CONFLICT (dedupe_key) DO NOTHING
  `)
}

export async function down(knex: Knex): Promise<void> {
  await knex('jobs').where({ kind: 'payment_reconcile' }).whereNull('finished_at').delete()
}

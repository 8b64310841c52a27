import type { ComponentType, SVGProps } from 'react'
import { Link } from 'wouter'
import FileText from 'lucide-react/icons/file-text'
import Layers from 'lucide-react/icons/layers'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import Users from 'lucide-react/icons/users'
import MessageSquare from 'lucide-react/icons/message-square'
import Archive from 'lucide-react/icons/archive'
import BadgeCheck from 'lucide-react/icons/badge-check'
import { useAdminStats } from '../../hooks/admin/useAdminStats.ts'
import { useFailedJobs } from '../../hooks/admin/useFailedJobs.ts'
import { useKeptRecordReads } from '../../hooks/admin/useKeptRecordReads.ts'
import { PromiseStatsPanel } from './PromiseStatsPanel.tsx'
import { ClaimStatsPanel } from './claims/ClaimStatsPanel.tsx'
import { BackupPanel } from './BackupPanel.tsx'
import { AgentNotificationsPanel } from './AgentNotificationsPanel.tsx'
import { PaymentAlerts } from './PaymentAlerts.tsx'
import { PaperMailPanel } from './PaperMailPanel.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { useAdminAgency } from '../../hooks/useAgency.ts'
import { isoDay } from '../../../shared/dates.ts'

interface CardProps {
  href: string
  title: string
  description: string
  count: number | undefined
  countLabel: string
  failed: boolean
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

function AdminCard({ href, title, description, count, countLabel, failed, Icon }: CardProps) {
  const shown = failed ? 'Unavailable' : count === undefined ? 'Loading...' : count.toLocaleString('en-US')
  return (
    <Link
      href={href}
      className="group block rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <p className="mt-4 text-sm text-slate-700">
        <span className="text-2xl font-bold text-slate-900" aria-busy={count === undefined && !failed}>{shown}</span> {countLabel}
      </p>
    </Link>
  )
}

/** /admin: what is new for agents, a card with a live count for each section of the console, and the 24-hour promise figures. */
export function AdminHome() {
  useDocumentTitle('Admin Dashboard')
  const { stats, error } = useAdminStats()
  const failedJobs = useFailedJobs(1)
  const keptReads = useKeptRecordReads()
  const agency = useAdminAgency()
  const today = isoDay(new Date())
  const licencesInForce = agency.agency === undefined ? undefined : (agency.agency?.licences ?? []).filter((licence) => licence.expires_on >= today).length
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
        <p className="mt-1 text-slate-600">Manage insurance requests, subscription plans and user subscriptions.</p>
      </header>
      <AgentNotificationsPanel />
      <PaymentAlerts />
      <PaperMailPanel />
      <nav aria-label="Admin sections" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <AdminCard href="/admin/requests" title="Insurance Requests" description="Review every request and update its status." count={stats?.open_requests} countLabel="open requests" failed={Boolean(error)} Icon={FileText} />
        <AdminCard href="/admin/subscription-plans" title="Subscription Plans" description="Create, edit and deactivate plans." count={stats?.active_plans} countLabel="active plans" failed={Boolean(error)} Icon={Layers} />
        <AdminCard href="/admin/user-subscriptions" title="User Subscriptions" description="See who subscribes to what." count={stats?.active_subscriptions} countLabel="active subscriptions" failed={Boolean(error)} Icon={Users} />
        <AdminCard href="/admin/support" title="Support Inbox" description="Read and answer customers' help messages." count={stats?.awaiting_support_replies} countLabel="awaiting reply" failed={Boolean(error)} Icon={MessageSquare} />
        <AdminCard href="/admin/failed-jobs" title="Failed Jobs" description="Background jobs that gave up: see why, and retry." count={failedJobs.meta?.total} countLabel="failed jobs" failed={Boolean(failedJobs.error)} Icon={TriangleAlert} />
        <AdminCard href="/admin/kept-records" title="Kept Records" description="Read a deleted account's kept request, with a logged reason." count={keptReads.meta?.total} countLabel="reads logged" failed={Boolean(keptReads.error)} Icon={Archive} />
        <AdminCard href="/admin/agency" title="Agency settings" description="The agency's legal name, address and licence per state." count={licencesInForce} countLabel="licences in force" failed={Boolean(agency.error)} Icon={BadgeCheck} />
      </nav>
      <PromiseStatsPanel />
      <ClaimStatsPanel />
      <BackupPanel />
    </div>
  )
}

import type { ComponentType, SVGProps } from 'react'
import { Link } from 'wouter'
import FileText from 'lucide-react/icons/file-text'
import Layers from 'lucide-react/icons/layers'
import Users from 'lucide-react/icons/users'
import { useAdminStats } from '../../hooks/admin/useAdminStats.ts'
import { SupportInbox } from './SupportInbox.tsx'

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

/** /admin: the three cards with live counts, and the support inbox. */
export function AdminHome() {
  const { stats, error } = useAdminStats()
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
        <p className="mt-1 text-slate-600">Manage insurance requests, subscription plans and user subscriptions.</p>
      </header>
      <nav aria-label="Admin sections" className="grid gap-6 md:grid-cols-3">
        <AdminCard href="/admin/requests" title="Insurance Requests" description="Review every request and update its status." count={stats?.open_requests} countLabel="open requests" failed={Boolean(error)} Icon={FileText} />
        <AdminCard href="/admin/subscription-plans" title="Subscription Plans" description="Create, edit and deactivate plans." count={stats?.active_plans} countLabel="active plans" failed={Boolean(error)} Icon={Layers} />
        <AdminCard href="/admin/user-subscriptions" title="User Subscriptions" description="See who subscribes to what." count={stats?.active_subscriptions} countLabel="active subscriptions" failed={Boolean(error)} Icon={Users} />
      </nav>
      <SupportInbox />
    </div>
  )
}

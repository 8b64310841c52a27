import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { download, http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, day, submittedRequest } from '../support/offers.ts'
import { onePagePdf } from '../support/policies.ts'

const PAPER_LINE = 'Your ID card and policy papers come by post to the address on your request. You can also view them on your request page.'
const ELECTRONIC_LINE = 'Your ID card and coverage summary are on your request page as PDFs: as you agreed, we deliver your documents electronically.'

async function giveEsign(customer: CreatedUser) {
  const sample = await download('/api/v1/me/esign_consent/sample.pdf', customer.token)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(sample.bytes)), { mergePages: true })
  const code = /Your code\s+([A-Z0-9]{6})/.exec(text)?.[1]
  expect((await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code } })).status).toBe(200)
}

/** The open paper-mail tasks about this customer, as the admin's list shows them. */
async function paperTasks(admin: CreatedUser, customer: CreatedUser): Promise<string[]> {
  const res = await http('GET', '/api/v1/admin/paper_mail_tasks', { token: admin.token })
  expect(res.status).toBe(200)
  return res.body.data.filter((task: { customer: { id: number } }) => task.customer.id === customer.user.id).map((task: { reason: string }) => task.reason)
}

/** A request chosen and bound after `before` ran: the purchase e-mail, the tasks and the policy. */
async function bindFor(before: (owner: CreatedUser) => Promise<void>) {
  const admin = await createUser({ admin: true })
  const carrierId = await createCarrier(admin)
  const { owner, number } = await submittedRequest()
  await before(owner)
  const offerId = await addOffer(admin, number, carrierId)
  expect((await http('POST', `/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { token: owner.token })).status).toBe(200)
  const policyNumber = `HLM-${offerId}`
  expect((await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: { policy_number: policyNumber, effective_date: day(3) } })).status).toBe(200)
  const [mail] = (await mailTo(owner.email)).filter((message) => message.subject === `Request #${number} status changed to purchased`)
  const { app } = await testServer()
  const policy = await app.knex('insurance_policies').where({ offer_id: offerId }).first('id')
  return { admin, owner, number, policyNumber, mail, policyId: Number(policy.id) }
}

const bodies = (mail: { text_body: string; html_body: string } | undefined) => [mail?.text_body ?? '', mail?.html_body ?? '']

describe('the papers of a bound policy', () => {
  it('without an E-SIGN consent: an agent is tasked to mail them, the e-mail says they come by post, and the dashboard copy stays', async () => {
    const { admin, owner, number, policyNumber, mail, policyId } = await bindFor(async () => {})
    expect(await paperTasks(admin, owner)).toEqual([
      `Mail on paper: the ID card and coverage summary of policy ${policyNumber} (request ${number}). The customer has not agreed to electronic documents.`,
    ])
    for (const body of bodies(mail)) {
      expect(body).toContain(PAPER_LINE)
      expect(body).not.toContain(ELECTRONIC_LINE)
    }
    expect((await download(`/api/v1/policies/${policyId}/id_card.pdf`, owner.token)).status).toBe(200)
  })

  it('with a current consent: delivered electronically, no paper task', async () => {
    const { admin, owner, mail, policyId } = await bindFor(giveEsign)
    expect(await paperTasks(admin, owner)).toEqual([])
    for (const body of bodies(mail)) {
      expect(body).toContain(ELECTRONIC_LINE)
      expect(body).not.toContain(PAPER_LINE)
    }
    expect((await download(`/api/v1/policies/${policyId}/id_card.pdf`, owner.token)).status).toBe(200)
  })

  it('after the consent is withdrawn: by post again, with its own task beside the withdrawal\'s', async () => {
    const { admin, owner, number, policyNumber, mail } = await bindFor(async (owner) => {
      await giveEsign(owner)
      expect((await http('DELETE', '/api/v1/me/esign_consent', { token: owner.token })).status).toBe(200)
    })
    expect(await paperTasks(admin, owner)).toEqual([
      'Withdrew consent to electronic documents: mail paper copies of their documents from now on.',
      `Mail on paper: the ID card and coverage summary of policy ${policyNumber} (request ${number}). The customer has not agreed to electronic documents.`,
    ])
    for (const body of bodies(mail)) expect(body).toContain(PAPER_LINE)
  })
})

describe('a document an agent adds to a customer\'s policy', () => {
  const upload = async (token: string, policyId: number, name: string) => {
    const res = await http('POST', `/api/v1/policies/${policyId}/documents?kind=declarations`, {
      token, rawBody: await onePagePdf(), headers: { 'content-type': 'application/pdf', 'x-file-name': name },
    })
    expect(res.status).toBe(201)
  }

  it('without a consent leaves a paper task; the customer\'s own upload leaves none', async () => {
    const { admin, owner, policyNumber, policyId } = await bindFor(async () => {})
    const before = await paperTasks(admin, owner)
    await upload(owner.token, policyId, 'mine.pdf')
    expect(await paperTasks(admin, owner)).toEqual(before)
    await upload(admin.token, policyId, 'declarations.pdf')
    expect((await paperTasks(admin, owner)).slice(before.length)).toEqual([
      `Mail on paper: Declarations page "declarations.pdf" an agent added to policy ${policyNumber}. The customer has not agreed to electronic documents.`,
    ])
    const listed = await http('GET', `/api/v1/policies/${policyId}/documents`, { token: owner.token })
    expect(listed.body.data.map((document: { file_name: string }) => document.file_name)).toEqual(['mine.pdf', 'declarations.pdf'])
  })

  it('with a current consent leaves none', async () => {
    const { admin, owner, policyId } = await bindFor(giveEsign)
    await upload(admin.token, policyId, 'declarations.pdf')
    expect(await paperTasks(admin, owner)).toEqual([])
  })
})

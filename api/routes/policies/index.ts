import { list } from './list.ts'
import { create } from './create.ts'
import { carriers } from './carriers.ts'
import { show } from './show.ts'
import { update } from './update.ts'
import { coverageCheck } from './coverageCheck.ts'
import { requote } from './requote.ts'
import { adminList } from './adminList.ts'
import { adminXDates } from './adminXDates.ts'
import { adminShow } from './adminShow.ts'
import { documentList } from './documentList.ts'
import { documentUpload } from './documentUpload.ts'
import { documentDownload } from './documentDownload.ts'
import { coverageSummaryPdf, idCardPdf } from './generatedPdfs.ts'
import { importDeclarations } from './importDeclarations.ts'
import { autoReshop } from './autoReshop.ts'
import { renewalKeep, renewalRecord, renewalShow } from './renewal.ts'

/**
 * Insurance policies (issue #26): the customer's under /policies, every one for the agents under /admin.
 * The X-date view comes before the policy page, whose :id would otherwise claim its path.
 */
export const insurancePolicyRoutes = [list, create, carriers, show, update, coverageCheck, requote, adminList, adminXDates, adminShow,
  documentList, documentUpload, documentDownload, idCardPdf, coverageSummaryPdf, importDeclarations, autoReshop,
  renewalShow, renewalRecord, renewalKeep]

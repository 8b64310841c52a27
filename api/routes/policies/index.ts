import { list } from './list.ts'
import { create } from './create.ts'
import { carriers } from './carriers.ts'
import { show } from './show.ts'
import { update } from './update.ts'
import { coverageCheck } from './coverageCheck.ts'
import { requote } from './requote.ts'
import { documentList } from './documentList.ts'
import { documentUpload } from './documentUpload.ts'
import { documentDownload } from './documentDownload.ts'
import { coverageSummaryPdf, idCardPdf } from './generatedPdfs.ts'
import { importDeclarations } from './importDeclarations.ts'
import { autoReshop } from './autoReshop.ts'
import { renewalKeep, renewalRecord, renewalShow } from './renewal.ts'

/** Insurance policies (issue #26), the customer's under /policies (the agents' are in admin/policies). */
export const insurancePolicyRoutes = [list, create, carriers, show, update, coverageCheck, requote,
  documentList, documentUpload, documentDownload, idCardPdf, coverageSummaryPdf, importDeclarations, autoReshop,
  renewalShow, renewalRecord, renewalKeep]

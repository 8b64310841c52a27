import { emailUndoPage } from './emailUndoPage.ts'
import { emailUndo } from './emailUndo.ts'

export const accountSecurityRoutes = [emailUndoPage, emailUndo]

import { toast } from 'sonner'
import { $toasterNeeded } from './toasterNeeded.ts'

// Every toast goes through here rather than through sonner itself (eslint.config.js says so): the
// first module to import it is the first that may toast, and the app's Toaster is mounted for it.
$toasterNeeded.set(true)

export { toast }

import { create } from './create.ts'
import { list } from './list.ts'
import { revoke } from './revoke.ts'
import { show } from './show.ts'

/** Read-only links to a request's offer comparison: the owner's side beside the request, the holder's by token. */
export const comparisonShareRoutes = [create, list, revoke, show]

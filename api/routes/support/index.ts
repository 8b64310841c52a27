import { allowance } from './allowance.ts'
import { list } from './list.ts'
import { create } from './create.ts'
import { show } from './show.ts'
import { createMessage } from './createMessage.ts'

export const supportRoutes = [allowance, list, create, show, createMessage]

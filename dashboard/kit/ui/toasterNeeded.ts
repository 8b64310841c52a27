import { atom } from 'nanostores'

/**
 * True once code that may toast has loaded (./toast.ts): the signed-in app mounts its Toaster then,
 * so a first screen with nothing to say downloads no toast library. Sonner shows on mounting any
 * toast raised before, so none is lost.
 */
export const $toasterNeeded = atom(false)

/** Where the product serves its Square sandbox emulator (never in production, never with real credentials). */
export const EMULATOR_PREFIX = '/square-emulator'
export const EMULATOR_APPLICATION_ID = 'sandbox-sq0idb-getquote-emulator'
export const EMULATOR_LOCATION_ID = 'LEMULATOR0SANDBOX'

/** Digits and upper-case letters without I, L, O and U, so a code read aloud or retyped is unambiguous. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

import { describe, expect, it } from 'vitest'
import { comparablePassword, normalizePassword, passwordLookalikes } from '../../../../shared/rules/passwordForms.ts'

describe('normalizePassword', () => {
  it.each([
    ['full-width letters', 'ＰＡＳＳＷＯＲＤ', 'PASSWORD'],
    ['a zero-width space', 'pass\u200bword', 'password'],
    ['a zero-width joiner and a BOM', '\ufeffpa\u200dss', 'pass'],
    ['runs of spaces, trimmed', '   a   b  ', 'a b'],
    ['a non-breaking space', 'a\u00a0\u00a0b', 'a b'],
  ])('folds %s', (_, value, expected) => {
    expect(normalizePassword(value)).toBe(expected)
  })
})

describe('comparablePassword', () => {
  it.each([
    ['spaced letters', 'P a s s w o r d', 'password'],
    ['accents', 'pássword', 'password'],
    ['Cyrillic', 'пароль123', 'parol123'],
  ])('reads %s as plain lower-case Latin', (_, value, expected) => {
    expect(comparablePassword(normalizePassword(value))).toBe(expected)
  })
})

describe('passwordLookalikes', () => {
  it('undoes leet and a trailing run of digits and symbols', () => {
    expect(passwordLookalikes('P@55w0rd!')).toEqual(expect.arrayContaining(['password']))
    expect(passwordLookalikes('admin123!')).toEqual(['admin123!', 'admin'])
    expect(passwordLookalikes('Tr0ub4dor&3')).toEqual(expect.arrayContaining(['troubador&3', 'troubador']))
  })

  it('keeps a password that is not a lookalike as it is', () => {
    expect(passwordLookalikes('plum-harbor-41')).toEqual(['plum-harbor-41', 'plum-harbor'])
  })
})

describe('passwordLookalikes without letters', () => {
  it('keeps digits alone whole', () => {
    expect(passwordLookalikes('12345678')).toEqual(['12345678', 'i2eas6tb', 'l2eas6tb'])
  })
})

/**
 * Characters no typed text contains: the C0 controls (tab, line feed and carriage return apart),
 * DEL, the C1 block, and UTF-16 halves without their partner. PostgreSQL refuses NUL outright and the
 * rest only hide text from the people who read it.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const LINE_BREAK_OR_TAB = /[\t\n\r]/

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.'
export const SINGLE_LINE_MESSAGE = 'Must be one line without tabs or control characters.'

/** Whether multi-line text (a message, a description) is clean: line breaks and tabs allowed. */
export const isCleanText = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value)

/** Whether one-line text (a name, a subject, a search) is clean: no line breaks or tabs either. */
export const isCleanLine = (value: string) => isCleanText(value) && !LINE_BREAK_OR_TAB.test(value)

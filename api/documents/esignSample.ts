import { renderPhonePage } from './phonePage.ts'

/**
 * The sample a customer opens before agreeing to electronic documents: if they can read the code in
 * it, they can read the PDFs we will send (E-SIGN asks consent to show that).
 */
export function renderEsignSample(code: string, agencyName: string): Promise<Uint8Array> {
  return renderPhonePage('Sample document', agencyName, [
    { style: 'title', text: 'Sample document' },
    { style: 'note', text: 'This is what your insurance documents will look like. Type this code on the consent form:' },
    { style: 'label', text: 'Your code' },
    { style: 'value', text: code },
    { style: 'note', text: 'If you can read this, your device can open the PDF documents we send.' },
  ])
}

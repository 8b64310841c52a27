import { useEffect } from 'react'
import { PRODUCT_NAME } from '../../shared/contract.ts'

/** Names the browser tab after the screen ("My Insurance Requests | GetQuote"), as the static pages do. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`
  }, [title])
}

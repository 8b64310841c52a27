import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { errorMessage, setServerFieldErrors } from './serverErrors.ts'

interface ServerFormOptions<Input extends FieldValues, Output> {
  defaultValues: DefaultValues<Input>
  /** The fields a refusal from the server may name; its messages land on them. */
  fields: readonly Path<Input>[]
  /** The body's envelope the server's field keys start with ('policy.'), dropped to find the field. */
  prefix?: string
  /** Said above the form when the refusal names none of them and has no message of its own. */
  fallback: string
  /** Sends the checked values; a throw is shown on the form. */
  send: (values: Output) => Promise<void>
}

/**
 * A form checked in the browser by the shared schema the API checks too. A refusal from the server
 * lands on the fields it names, or else above the form as one message.
 */
export function useServerForm<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, options: ServerFormOptions<Input, Output>) {
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: options.defaultValues })
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await options.send(values)
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, options.fields, { prefix: options.prefix })) setFormError(errorMessage(error, options.fallback))
    }
  })
  return { form, formError, onSubmit }
}

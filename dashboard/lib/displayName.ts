interface NamedUser {
  name: string
  email: string
}

/** Spec §2: the user's name, else the part of the e-mail before the @, else 'there'. */
export function displayName(user: NamedUser | null | undefined): string {
  const name = user?.name.trim()
  if (name) return name
  const local = user?.email.split('@')[0]?.trim()
  return local || 'there'
}

/** A LIKE/ILIKE pattern finding `text` anywhere: `%`, `_` and `\` typed into a search box match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

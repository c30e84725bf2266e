/**
 * A form's draft taking new stored values (after a save, or a change announced from another screen or
 * device): every field the user has not touched since the last values takes the new one; the fields
 * being edited are left alone, so a live refresh never wipes what is being typed. With no earlier
 * values (`before` null: a first load, another record, or the user's own save), every field is taken.
 */
export function rebase<T extends Record<string, unknown>>(draft: T, before: T | null, after: T): void {
  for (const k of Object.keys(after) as Array<keyof T>) {
    if (!before || JSON.stringify(draft[k]) === JSON.stringify(before[k])) draft[k] = JSON.parse(JSON.stringify(after[k])) as T[keyof T];
  }
}

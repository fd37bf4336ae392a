/**
 * The options of a select whose values are an enum of the API schema: typed as a Record over
 * the enum, so the list names every value the API accepts and no other (a changed enum breaks
 * the build here), in the order given, with the label the form shows.
 */
export function choicesOf<T extends string>(
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

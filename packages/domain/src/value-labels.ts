/**
 * A closed list of values given with their labels, in one table: each value is written once,
 * beside its label, and the list is read off the table's keys, in its order.
 */
export function valuesOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

/** Rows carry `id` and Date columns; the API speaks `_id` and ISO strings (decisions.md, API). */
export function recordOut<T extends { id: string; createdAt: Date; updatedAt: Date }>(row: T) {
  const { id, createdAt, updatedAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
